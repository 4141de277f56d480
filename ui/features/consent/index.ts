// Cookie consent's face for app/: the notice and the page-view tracking it gates.
export { default as CookieConsentContainer } from './cookie-consent-container';
export { usePageViewTracking } from './use-page-view-tracking';
export { useAnalytics } from './use-analytics';
export { cookieBannerWording, type CookieBannerWording } from './consent-vm';
