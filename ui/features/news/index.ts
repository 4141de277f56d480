// The news feature's face for app/: pages load lazily (one chunk each).
export const newsPages = {
  list: () => import('./news-list-page'),
  route: () => import('./news-route-page'),
  appNews: () => import('./app-news/app-news-page'),
};
