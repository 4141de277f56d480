/**
 * The TokenStore in cookies (site-shell §4): a user-session cookie with the SSO session
 * id, an access cookie that expires with the access token, a refresh cookie that
 * expires with the refresh token. The browser drops each cookie when its token dies,
 * so "the access cookie is present" means "it may still be valid".
 *
 * Cookies can be edited by hand: every read is validated and a cookie that does not
 * parse is treated as absent (the use cases then fall back to refresh / session start,
 * which the SSO answers; a forged token signs no one in because the services check it).
 */
import type { SsoClaims, StoredTokens, TokenStore } from '@core';
import { createCookieJar, type CookieJar } from '../cookies/cookie-jar';

export const tokenCookieNames = { session: 'uzfc_user_session', access: 'uzfc_sso_access', refresh: 'uzfc_sso_refresh' } as const;

const isoUtc = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(v) && !Number.isNaN(Date.parse(v));
const token = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 4096;
const isClaims = (v: unknown): v is SsoClaims => {
  if (typeof v !== 'object' || v === null) return false;
  const c = v as Record<string, unknown>;
  return typeof c.forename === 'string' && typeof c.surname === 'string' && token(c.sub) && typeof c.given_name === 'string';
};

function parse(raw: string | undefined): Record<string, unknown> | undefined {
  if (!raw) return undefined;
  try {
    const v: unknown = JSON.parse(raw);
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export function createTokenStoreBrowser(jar: CookieJar = createCookieJar()): TokenStore {
  return {
    read() {
      const out: { -readonly [K in keyof StoredTokens]: StoredTokens[K] } = {};
      const sessionId = jar.read(tokenCookieNames.session) ?? undefined;
      if (token(sessionId)) out.sessionId = sessionId;
      const access = parse(jar.read(tokenCookieNames.access) ?? undefined);
      if (access && token(access.t) && isoUtc(access.e) && isClaims(access.c)) {
        out.accessToken = access.t;
        out.accessExpiresUtc = access.e;
        out.claims = { forename: access.c.forename, surname: access.c.surname, sub: access.c.sub, given_name: access.c.given_name };
      }
      const refresh = parse(jar.read(tokenCookieNames.refresh) ?? undefined);
      if (refresh && token(refresh.t) && isoUtc(refresh.e)) {
        out.refreshToken = refresh.t;
        out.refreshExpiresUtc = refresh.e;
      }
      return out;
    },
    write({ sessionId, identity }) {
      const accessExpires = new Date(identity.access_token_expires_utc);
      const refreshExpires = new Date(identity.refresh_token_expires_utc);
      jar.write(tokenCookieNames.session, sessionId, { expires: refreshExpires });
      jar.write(tokenCookieNames.access, JSON.stringify({ t: identity.accessToken, e: identity.access_token_expires_utc, c: identity.claims }), { expires: accessExpires });
      jar.write(tokenCookieNames.refresh, JSON.stringify({ t: identity.refreshToken, e: identity.refresh_token_expires_utc }), { expires: refreshExpires });
    },
    clear() {
      for (const name of Object.values(tokenCookieNames)) jar.delete(name);
    },
  };
}
