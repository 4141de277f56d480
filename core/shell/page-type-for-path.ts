import type { PageType } from './header-style';

/**
 * The page type of an address, from the route table alone (HEADER-1). The server and
 * the browser both call it, so the header the server paints is the one the browser keeps:
 * the page's own data (a content page's hero image) can only refine it, never contradict
 * it for a fixed route. Anything not named is a content page of the page tree.
 */
const RULES: readonly (readonly [RegExp, PageType])[] = [
  [/^\/$/, 'home'],
  [/^\/news\/?$/, 'news-listing'],
  [/^\/category(\/|$)/, 'category'],
  [/^\/(app\/)?news\//, 'single-news'],
  [/^\/matches(\/|$)/, 'matches'],
  [/^\/match(\/|$)/, 'match-centre'],
  [/^\/teams(\/|$)/, 'team'],
  [/^\/players(\/|$)/, 'player-profile'],
  [/^\/videos\/faqs\/?$/, 'faqs'],
  [/^\/videos\/(categories|channel)(\/|$)/, 'video-category'],
  [/^\/(videos|live|stream)(\/|$)/, 'video-listing'],
];

export function pageTypeForPath(pathname: string): PageType {
  const path = typeof pathname === 'string' && pathname.startsWith('/') ? pathname.toLowerCase() : '/';
  for (const [pattern, type] of RULES) if (pattern.test(path)) return type;
  return 'content-page';
}
