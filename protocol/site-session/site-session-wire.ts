/**
 * The site's own session endpoints: the contract between the site server (app/server/session)
 * and the browser's session adapter (adapters/http/session). The site server keeps the SSO's
 * refresh token and session id in HttpOnly cookies the page's scripts cannot read; the
 * browser asks it for short-lived access tokens and keeps those in memory only.
 */
import type { TokenPayloadClaims } from '../sso/token-payload';

/** the site server's session endpoints (the POSTs refuse cross-site requests) */
export const siteSessionPaths = {
  /** a fresh access token from the session's refresh token (the refresh token rotates in its cookie) */
  refresh: '/auth/refresh',
  /** forget the session: cookies cleared, the SSO session ended */
  signOut: '/auth/sign-out',
  /**
   * where every sign-in starts: a one-time state goes into this browser's state cookie and
   * into the return address given to the portal, and the return is taken only with it.
   * GET `?page=<SiteSignInPage>&return=<site path>` answers 302 to that portal page; POST
   * `{ return }` answers `{ redirect_uri }` for the panel's own form, which posts to the portal.
   */
  signIn: '/auth/sign-in',
} as const;

/** the portal pages a sign-in can start at */
export const siteSignInPages = [
  'login',
  'register',
  'forgot-password',
  'profile',
  'facebook',
  'google',
  'apple',
] as const;
export type SiteSignInPage = (typeof siteSignInPages)[number];

/** the return address's parameter that carries the sign-in's one-time state back from the portal */
export const SIGN_IN_STATE_PARAM = 'sign_in_state';

/** POST /auth/sign-in answers this: the return address to give the portal, state included */
export interface SiteSignInStartWire {
  readonly redirect_uri: string;
}

/** a link that starts a sign-in at `page` and comes back to `returnPath` (a path on the site) */
export function siteSignInHref(siteOrigin: string, page: SiteSignInPage, returnPath: string): string {
  const query = new URLSearchParams({ page, return: returnPath });
  return `${siteOrigin.replace(/\/+$/, '')}${siteSessionPaths.signIn}?${query.toString()}`;
}

/**
 * The session's cookies, by these names only (the site server, the browser's adapters, the
 * journeys and the caching proxy's rules read them here). Every one is `__Host-` prefixed: a
 * browser keeps such a cookie only when it is Secure, has Path=/ and no Domain, so no other
 * host (a sibling subdomain), no plain-http page and no longer path can plant one of the same
 * name beside it; a request that still carries two of a name is refused, never read
 * first-come. Secure cookies need https, or http://localhost (browsers count it as secure).
 */
export const siteSessionCookies = {
  /** the SSO session id (HttpOnly) */
  session: '__Host-uzfc_user_session',
  /** the SSO refresh token (HttpOnly) */
  refresh: '__Host-uzfc_sso_refresh',
  /** readable, holds no secret: '1' while the site holds a session, so a guest's page makes no call */
  hint: '__Host-uzfc_signed_in',
  /** readable, one-shot: why the last return from the portal signed no one in (a SiteSignInNotice) */
  notice: '__Host-uzfc_sign_in_notice',
  /** HttpOnly: the one-time states of the sign-ins this browser started and has not finished */
  signInState: '__Host-uzfc_sign_in_state',
} as const;

/** the names of earlier versions: never read; the site server deletes them, the browser its readable ones */
export const legacySiteSessionCookies = {
  session: 'uzfc_user_session',
  refresh: 'uzfc_sso_refresh',
  hint: 'uzfc_signed_in',
  notice: 'uzfc_sign_in_notice',
  /** the readable access cookie of the first versions */
  access: 'uzfc_sso_access',
} as const;

/** 200 from the refresh endpoint: only what the page needs, never the refresh token or the session id */
export interface SiteAccessGrantWire {
  readonly access_token: string;
  /** ISO 8601 UTC */
  readonly access_token_expires_utc: string;
  readonly refresh_token_expires_utc: string;
  readonly claims: TokenPayloadClaims;
}

/**
 * The session is over (401): the SSO refused it, or there is none. The site server has
 * cleared its cookies. Any other failure (503, a timeout, no answer) is an outage: the
 * cookies are kept and the browser tries again later.
 */
export type SiteSessionRefusal = 'invalid_request' | 'no_session' | 'session_error' | 'refresh_failed';
export const siteSessionRefusals: readonly SiteSessionRefusal[] = [
  'invalid_request',
  'no_session',
  'session_error',
  'refresh_failed',
];

export interface SiteSessionErrorWire {
  readonly error: SiteSessionRefusal | 'unavailable' | 'cross_site';
}

/** the sign-in notice of a guest: the portal's return did not validate, or did not start in this browser */
export const SITE_SIGN_IN_NOTICE_UNABLE = 'unable_to_sign_in';
/** the sign-in notice of a signed-in fan: a return this browser did not start was refused, the session kept */
export const SITE_SIGN_IN_NOTICE_NOT_STARTED = 'sign_in_not_started';
const REFUSED = 'refused:';

/**
 * What the one-shot notice cookie says: the return did not validate, the portal refused the
 * credentials (its words), or a signed-in fan's browser brought back a sign-in it did not start.
 */
export type SiteSignInNotice =
  | { readonly kind: 'unable' }
  | { readonly kind: 'not-started' }
  | { readonly kind: 'refused'; readonly message: string };

/** the notice cookie's value for a notice (the cookie jar URI-encodes it) */
export const signInNoticeValue = (notice: SiteSignInNotice): string =>
  notice.kind === 'unable'
    ? SITE_SIGN_IN_NOTICE_UNABLE
    : notice.kind === 'not-started'
      ? SITE_SIGN_IN_NOTICE_NOT_STARTED
      : `${REFUSED}${notice.message}`;

/** a notice cookie's value read back; anything else (tampered, empty) is no notice */
export function readSignInNotice(value: string | null | undefined): SiteSignInNotice | null {
  if (value === SITE_SIGN_IN_NOTICE_UNABLE) return { kind: 'unable' };
  if (value === SITE_SIGN_IN_NOTICE_NOT_STARTED) return { kind: 'not-started' };
  if (typeof value !== 'string' || !value.startsWith(REFUSED)) return null;
  const message = value.slice(REFUSED.length).trim().slice(0, 300);
  return message ? { kind: 'refused', message } : null;
}
