// The video service's face for app/: every page and overlay loads lazily, so the
// player, hls.js and the packages code are downloaded only where they are used.
export const videoPages = {
  home: () => import('./catalogue/videos-home-page'),
  browse: () => import('./catalogue/video-browse-page'),
  channel: () => import('./catalogue/video-channel-page'),
  faqs: () => import('./catalogue/video-faqs-page'),
  canIWatch: () => import('./playback/can-i-watch-page'),
  subscribe: () => import('./subscriptions/video-subscribe-page'),
  detail: () => import('./playback/video-detail-page'),
  live: () => import('./playback/live-page'),
  stream: () => import('./playback/stream-page'),
};
export const videoOverlays = {
  packages: () => import('./subscriptions/packages-overlay'),
  upgradePromo: () => import('./subscriptions/upgrade-promo-overlay'),
  audioPlayer: () => import('./audio/audio-player-overlay'),
  purchaseReturn: () => import('./subscriptions/purchase-return'),
};
