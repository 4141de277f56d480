/**
 * Every lazily loaded module, named once so the router and the prefetcher share
 * them (vite turns each import() into its own chunk).
 */
export const routeModules = {
  home: () => import('@ui/pages/home/home-page'),
  newsList: () => import('@ui/pages/news/news-list-page'),
  newsRoute: () => import('@ui/pages/news/news-route-page'),
  appNews: () => import('@ui/pages/app-news/app-news-page'),
  content: () => import('@ui/pages/content/content-page'),
  videosHome: () => import('@ui/pages/videos/videos-home-page'),
  videoBrowse: () => import('@ui/pages/videos/video-browse-page'),
  videoChannel: () => import('@ui/pages/videos/video-channel-page'),
  videoFaqs: () => import('@ui/pages/videos/video-faqs-page'),
  videoSubscribe: () => import('@ui/pages/videos/video-subscribe-page'),
  videoDetail: () => import('@ui/stream/video-detail-page'),
  live: () => import('@ui/stream/live-page'),
  stream: () => import('@ui/stream/stream-page'),
};
