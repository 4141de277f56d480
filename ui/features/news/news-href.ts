/** Where an article opens: the site page, or the app's view of it under /app/news. */
export type NewsLayout = 'site' | 'app';

export function newsHref(slug: string, layout: NewsLayout = 'site'): string {
  return `${layout === 'app' ? '/app/news' : '/news'}/${encodeURIComponent(slug)}`;
}
