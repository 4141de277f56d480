/**
 * The cookies that carry a fan's session between the browser and the site server. The
 * refresh token and the SSO session id are HttpOnly (no script, so no XSS, can read them),
 * Secure on https, SameSite=Lax (sent on the portal's top-level return, never on a
 * cross-site subrequest) and path /. Beside them: a readable hint holding no secret (so a
 * guest's page makes no call) and, after a return that did not validate, a one-shot notice.
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import type { HeldSession, SsoSession } from '@core';
import { signInNoticeValue, siteSessionCookies, type SiteSignInNotice } from '@protocol/site-session/site-session-wire';

/** browsers cap a cookie's life at 400 days; Hono refuses longer */
const MAX_COOKIE_LIFE_MS = 399 * 86_400_000;
/** long enough to survive the redirect and the page's first script, short enough to be shown once */
const NOTICE_LIFE_S = 60;

const isHttps = (c: Context, siteOrigin: string) =>
  siteOrigin.startsWith('https:') || new URL(c.req.url).protocol === 'https:';
const base = (c: Context, siteOrigin: string): CookieOptions => ({
  path: '/',
  sameSite: 'Lax',
  secure: isHttps(c, siteOrigin),
});

/** A refresh cookie written by an earlier version of the site holds {"t": token, "e": expiry}. */
function refreshTokenOf(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (!raw.startsWith('{')) return raw;
  try {
    const legacy = JSON.parse(raw) as { t?: unknown };
    return typeof legacy.t === 'string' && legacy.t ? legacy.t : undefined;
  } catch {
    return undefined;
  }
}

/** what the request's cookies hold; anything unreadable is absent (the SSO decides about the rest) */
export function readHeldSession(c: Context): HeldSession {
  const sessionId = getCookie(c, siteSessionCookies.session) || undefined;
  const refreshToken = refreshTokenOf(getCookie(c, siteSessionCookies.refresh));
  return { ...(sessionId ? { sessionId } : {}), ...(refreshToken ? { refreshToken } : {}) };
}

export function writeHeldSession(c: Context, siteOrigin: string, session: SsoSession, nowMs: number): void {
  const until = Math.min(Date.parse(session.identity.refresh_token_expires_utc) || nowMs, nowMs + MAX_COOKIE_LIFE_MS);
  const expires = new Date(until);
  const secret: CookieOptions = { ...base(c, siteOrigin), httpOnly: true, expires };
  setCookie(c, siteSessionCookies.session, session.sessionId, secret);
  setCookie(c, siteSessionCookies.refresh, session.identity.refreshToken, secret);
  setCookie(c, siteSessionCookies.hint, '1', { ...base(c, siteOrigin), expires });
}

export function clearHeldSession(c: Context, siteOrigin: string): void {
  for (const name of [siteSessionCookies.session, siteSessionCookies.refresh, siteSessionCookies.hint])
    deleteCookie(c, name, base(c, siteOrigin));
}

/** the one-shot notice the page reads once: the return did not validate, or the portal's words for a refusal */
export function setSignInNotice(c: Context, siteOrigin: string, notice: SiteSignInNotice = { kind: 'unable' }): void {
  setCookie(c, siteSessionCookies.notice, signInNoticeValue(notice), {
    ...base(c, siteOrigin),
    maxAge: NOTICE_LIFE_S,
  });
}
