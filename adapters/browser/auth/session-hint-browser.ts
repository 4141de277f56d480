/**
 * Whether the site holds a session for this browser, read without a call: the site server
 * sets a readable hint cookie (holding no secret) beside its HttpOnly session cookies, so
 * a guest's page asks nothing. The readable cookies of earlier versions (an access token, a
 * hint or a session id under the names before `__Host-`) are never read and are deleted here;
 * the site server deletes their HttpOnly ones. A fan signed in by one of those signs in again.
 */
import { legacySiteSessionCookies, siteSessionCookies } from '@protocol/site-session/site-session-wire';
import { createCookieJar, type CookieJar } from '../cookies/cookie-jar';

export interface SessionHint {
  present(): boolean;
  /** forget it at once (sign-out): the next page is a guest's even if the site cannot be told */
  forget(): void;
}

export function createSessionHintBrowser(jar: CookieJar = createCookieJar()): SessionHint {
  for (const name of [legacySiteSessionCookies.access, legacySiteSessionCookies.hint, legacySiteSessionCookies.session])
    if (jar.read(name) !== null) jar.delete(name);
  return {
    present: () => jar.read(siteSessionCookies.hint) === '1',
    forget: () => jar.delete(siteSessionCookies.hint),
  };
}
