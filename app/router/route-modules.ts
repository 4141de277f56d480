/**
 * Every lazily loaded module, named once so the router and the prefetcher share
 * them (vite turns each import() into its own chunk).
 */
export const routeModules = {
  home: () => import('@ui/features/home/home-page'),
  newsList: () => import('@ui/features/news/news-list-page'),
  newsRoute: () => import('@ui/features/news/news-route-page'),
  appNews: () => import('@ui/features/news/app-news/app-news-page'),
  content: () => import('@ui/features/content/content-page'),
  videosHome: () => import('@ui/features/videos/catalogue/videos-home-page'),
  videoBrowse: () => import('@ui/features/videos/catalogue/video-browse-page'),
  videoChannel: () => import('@ui/features/videos/catalogue/video-channel-page'),
  videoFaqs: () => import('@ui/features/videos/catalogue/video-faqs-page'),
  videoSubscribe: () => import('@ui/features/videos/subscriptions/video-subscribe-page'),
  videoDetail: () => import('@ui/features/videos/playback/video-detail-page'),
  live: () => import('@ui/features/videos/playback/live-page'),
  stream: () => import('@ui/features/videos/playback/stream-page'),
};
