/**
 * Whether the site holds a session for this browser, read without a call: the site server
 * sets a readable hint cookie (holding no secret) beside its HttpOnly session cookies, so
 * a guest's page asks nothing. A browser signed in by an earlier version holds the session
 * id in a readable cookie instead; that counts too, until the site server's first answer
 * rewrites it as HttpOnly. The readable access-token cookie of that version is deleted.
 */
import { LEGACY_ACCESS_COOKIE, siteSessionCookies } from '@protocol/site-session/site-session-wire';
import { createCookieJar, type CookieJar } from '../cookies/cookie-jar';

export interface SessionHint {
  present(): boolean;
  /** forget it at once (sign-out): the next page is a guest's even if the site cannot be told */
  forget(): void;
}

export function createSessionHintBrowser(jar: CookieJar = createCookieJar()): SessionHint {
  if (jar.read(LEGACY_ACCESS_COOKIE) !== null) jar.delete(LEGACY_ACCESS_COOKIE);
  return {
    present: () => jar.read(siteSessionCookies.hint) === '1' || !!jar.read(siteSessionCookies.session),
    forget: () => jar.delete(siteSessionCookies.hint),
  };
}
