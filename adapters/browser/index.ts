// Browser adapters: cookies and the tag manager.
export { createCookieJar, type CookieJar, type CookieWriteOptions, type CookieDocument } from './cookies/cookie-jar';
export {
  createSeenPromosBrowser,
  createConsentStoreBrowser,
  type ConsentRecord,
  SEEN_PROMOS_COOKIE,
  CONSENT_COOKIE,
} from './cookies/cookie-stores';
export { createTagManagerBrowser, scrubPagePath } from './tag-manager/tag-manager-browser';
export { createAnalyticsBeaconBrowser } from './analytics-beacon/analytics-beacon-browser';
export { createSpoilerStoreBrowser, SPOILER_STORE_KEY } from './spoilers/spoiler-store-browser';
export { createMatchFollowStoreBrowser, MATCH_FOLLOW_KEY } from './match-follow/match-follow-store-browser';
export { createSystemNotifierBrowser } from './match-follow/system-notifier-browser';
export { createPurchaseMemoBrowser, PURCHASE_MEMO_KEY } from './purchase/purchase-memo-browser';
export { createRegistrationNoteBrowser, REGISTRATION_NOTE_KEY } from './auth/registration-note-browser';
export { createPlayerPreferencesBrowser, PLAYER_PREFERENCES_KEY } from './player/player-preferences-browser';
