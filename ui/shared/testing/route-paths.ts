/** The site's route patterns for the pages under test (mirrors app/router/routes.tsx). */
export const newsDetailPaths = [
  '/news/:slug',
  '/news/:year/:slug?',
  '/news/:year/:month?/:slug?',
  '/news/:year/:month?/:day?/:slug?',
];
export const appNewsPaths = [
  '/app/news/:slug?',
  '/app/news/:year?/:slug?',
  '/app/news/:year?/:month?/:slug?',
  '/app/news/:year?/:month?/:day?/:slug?',
];
export const contentPaths = [
  '/:slug',
  '/:subpage1/:slug',
  '/:subpage1/:subpage2/:slug',
  '/:subpage1/:subpage2/:subpage3/:slug',
  '/:subpage1/:subpage2/:subpage3/:subpage4/:slug',
];
