// Browser adapters: cookies, the tag manager and tab visibility.
export { createCookieJar, type CookieJar, type CookieWriteOptions, type CookieDocument } from './cookie-jar';
export {
  createSeenPromosCookie, createConsentCookie, createSiteLockCookie, type ConsentRecord,
  SEEN_PROMOS_COOKIE, CONSENT_COOKIE, SITE_LOCK_COOKIE,
} from './cookie-stores';
export { createTagManager, scrubPagePath } from './tag-manager';
export { watchVisibility } from './watch-visibility';
