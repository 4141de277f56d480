/**
 * The checkout's defence against cross-site forms (a page that makes a signed-in fan pay):
 * 1. a per-session CSRF token in the checkout form: HMAC of the fan's portal sign-in with
 *    the service's secret, so it needs no store, dies with the sign-in and differs per fan;
 * 2. the browser's own word on where the post came from: `Sec-Fetch-Site` must be
 *    `same-origin` and `Origin` (when sent) the checkout's own origin. The site and the
 *    stand-in are the same *site* on localhost (ports do not count), so SameSite=Lax on the
 *    portal cookie alone lets any localhost page post here; these checks do not.
 * A client that sends neither header (not a browser) still needs the token, which only the
 * fan's own page carries.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const CSRF_FIELD = 'csrf';

export interface CsrfTokens {
  issue(sessionToken: string): string;
  verify(sessionToken: string, given: unknown): boolean;
}

export function createCsrfTokens(secret: Uint8Array = randomBytes(32)): CsrfTokens {
  const mac = (session: string) => createHmac('sha256', secret).update(`checkout-csrf\u0000${session}`).digest();
  return {
    issue: (session) => mac(session).toString('base64url'),
    verify(session, given) {
      if (typeof given !== 'string' || given === '') return false;
      const expected = mac(session);
      const bytes = Buffer.from(given, 'base64url');
      // re-encoding refuses non-canonical spellings that decode to the same bytes
      return (
        bytes.length === expected.length && bytes.toString('base64url') === given && timingSafeEqual(bytes, expected)
      );
    },
  };
}

/** why a post is not from the checkout's own page (null when it is, or when no browser says) */
export function crossOriginReason(headers: Headers, ownOrigin: string): string | null {
  const site = headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin') return `Sec-Fetch-Site ${site}`;
  const origin = headers.get('origin');
  // the checkout page's own Referrer-Policy (no-referrer) makes Chromium send
  // `Origin: null` with its form: believed only when the browser also says same-origin
  if (origin === 'null') return site === 'same-origin' ? null : 'Origin null';
  if (origin !== null && origin !== ownOrigin) return `Origin ${origin}`;
  return null;
}
