/**
 * The route patterns a page component reads its params from, written once: the app's route
 * table (app/router/routes.tsx) mounts the pages under them, and the pages' tests and stories
 * render under the same ones (ui/shared/testing/route-paths.ts), so a test cannot pass on a
 * pattern the site no longer has. Relative to the site's root, as react-router's children are.
 *
 * Optional segments are written out: react-router expands every optional segment into each
 * path with and without it (a path with four is sixteen) and ranks the lot on every match and
 * when the browser's router is made. These lists match exactly what the spec's patterns
 * ('news/:year/:month?/:day?/:slug?', 'app/news/:year?/:month?/:day?/:slug?',
 * 'match/:team?/:season?/:matchID?') matched, with the same params (routes.test.ts), in ~40
 * paths instead of ~90.
 */

/** content pages of the page tree: a slug under up to four sub-page levels */
export const contentPaths = [
  ':slug',
  ':subpage1/:slug',
  ':subpage1/:subpage2/:slug',
  ':subpage1/:subpage2/:subpage3/:slug',
  ':subpage1/:subpage2/:subpage3/:subpage4/:slug',
] as const;

/** one news item, by optional date parts */
export const newsDetailPaths = [
  'news/:slug',
  'news/:year/:slug',
  'news/:year/:month/:slug',
  'news/:year/:month/:day/:slug',
] as const;

/** the app news layout (noindex, every cookie category accepted): the list and one item */
export const appNewsPaths = [
  'app/news/:slug?',
  'app/news/:year/:slug',
  'app/news/:year/:month/:slug',
  'app/news/:year/:month/:day/:slug',
] as const;

/** the match centre */
export const matchCentrePaths = [
  'match',
  'match/:team',
  'match/:team/:season',
  'match/:team/:season/:matchID',
] as const;
