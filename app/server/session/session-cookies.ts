/**
 * The cookies that carry a fan's session between the browser and the site server. The
 * refresh token and the SSO session id are HttpOnly (no script, so no XSS, can read them),
 * SameSite=Lax (sent on the portal's top-level return, never on a cross-site subrequest),
 * and `__Host-` named: Secure, Path=/ and no Domain, always (protocol/site-session). Beside
 * them: a readable hint holding no secret (so a guest's page makes no call) and, after a
 * return that did not validate, a one-shot notice. A request carrying two cookies of a
 * session name is ambiguous: refused, never read first-come.
 */
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import type { HeldSession, SsoSession } from '@core';
import {
  legacySiteSessionCookies,
  signInNoticeValue,
  siteSessionCookies,
  type SiteSignInNotice,
} from '@protocol/site-session/site-session-wire';
import { only, requestCookies } from './request-cookies';

/** browsers cap a cookie's life at 400 days; Hono refuses longer */
const MAX_COOKIE_LIFE_MS = 399 * 86_400_000;
/** long enough to survive the redirect and the page's first script, short enough to be shown once */
const NOTICE_LIFE_S = 60;

/** every `__Host-` cookie: Secure, Path=/, no Domain (the prefix's rule; browsers drop one without) */
export const HOST_COOKIE: CookieOptions = { path: '/', secure: true, sameSite: 'Lax' };

/** what the request's cookies hold; anything unreadable is absent (the SSO decides about the rest) */
export function readHeldSession(c: Context): HeldSession | 'ambiguous' {
  const cookies = requestCookies(c.req.header('cookie'));
  const sessionId = only(cookies, siteSessionCookies.session);
  const refreshToken = only(cookies, siteSessionCookies.refresh);
  if (sessionId === 'ambiguous' || refreshToken === 'ambiguous') return 'ambiguous';
  return { ...(sessionId ? { sessionId } : {}), ...(refreshToken ? { refreshToken } : {}) };
}

export function writeHeldSession(c: Context, session: SsoSession, nowMs: number): void {
  const until = Math.min(Date.parse(session.identity.refresh_token_expires_utc) || nowMs, nowMs + MAX_COOKIE_LIFE_MS);
  const expires = new Date(until);
  const secret: CookieOptions = { ...HOST_COOKIE, httpOnly: true, expires };
  setCookie(c, siteSessionCookies.session, session.sessionId, secret);
  setCookie(c, siteSessionCookies.refresh, session.identity.refreshToken, secret);
  setCookie(c, siteSessionCookies.hint, '1', { ...HOST_COOKIE, expires });
  clearLegacy(c);
}

export function clearHeldSession(c: Context): void {
  for (const name of [siteSessionCookies.session, siteSessionCookies.refresh, siteSessionCookies.hint])
    deleteCookie(c, name, HOST_COOKIE);
  clearLegacy(c);
}

/** the names of earlier versions, which nothing reads any more: gone with the next session answer */
function clearLegacy(c: Context): void {
  const sent = requestCookies(c.req.header('cookie'));
  for (const name of Object.values(legacySiteSessionCookies)) if (sent.has(name)) deleteCookie(c, name, { path: '/' });
}

/** the one-shot notice the page reads once: the return did not validate, or the portal's words for a refusal */
export function setSignInNotice(c: Context, notice: SiteSignInNotice = { kind: 'unable' }): void {
  setCookie(c, siteSessionCookies.notice, signInNoticeValue(notice), { ...HOST_COOKIE, maxAge: NOTICE_LIFE_S });
}
