import type { ServerLoad } from '../../../shared/ssr/page-data';
import { loadNewsRoute, NewsRouteView } from '../news-route-page';

/**
 * /app/news/:slug? and its date variants, inside the club app (AppNewsLayout: no site
 * chrome, noindex, cookies accepted). No slug is the news list; otherwise the article,
 * both in the compact app layout whose links stay under /app/news.
 */
export default function AppNewsPage() {
  return <NewsRouteView layout="app" />;
}

/** Rendered on the server like the site's news, but never indexed (ROUTE-4). */
export const serverLoad: ServerLoad<unknown> = async ({ services, params, url }) => {
  const loaded = await loadNewsRoute(services, params, 'app', url.pathname);
  return { ...loaded, head: { ...(loaded.head ?? { title: 'News' }), noindex: true } };
};
