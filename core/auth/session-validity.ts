import type { SsoIdentity, SsoSession } from './auth-types';
import type { StoredTokens } from '../ports/auth.port';

/** epoch ms of an ISO 8601 UTC string, or null when it is not one */
export function utcMs(iso: string | undefined): number | null {
  if (typeof iso !== 'string' || !/^\d{4}-\d{2}-\d{2}T/.test(iso)) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
}

/** An identity is usable while its access token has not expired and its refresh token outlives it or is still valid. */
export function isIdentityFresh(identity: SsoIdentity, nowMs: number): boolean {
  const access = utcMs(identity.access_token_expires_utc);
  const refresh = utcMs(identity.refresh_token_expires_utc);
  return access !== null && refresh !== null && access > nowMs && refresh > nowMs
    && identity.accessToken.length > 0 && identity.refreshToken.length > 0 && identity.claims.sub.length > 0;
}

/**
 * The session the cookies hold, when every part of it is present and the access token
 * is still valid ("the access cookie is used if present"). Partial or expired cookies
 * give null, so the caller falls back to a refresh or a session start.
 */
export function sessionFromStore(stored: StoredTokens, nowMs: number): SsoSession | null {
  const { sessionId, accessToken, refreshToken, accessExpiresUtc, refreshExpiresUtc, claims } = stored;
  if (!sessionId || !accessToken || !refreshToken || !accessExpiresUtc || !refreshExpiresUtc || !claims) return null;
  const identity: SsoIdentity = {
    accessToken, refreshToken, access_token_expires_utc: accessExpiresUtc, refresh_token_expires_utc: refreshExpiresUtc, claims,
  };
  return isIdentityFresh(identity, nowMs) ? { sessionId, identity } : null;
}

/** true when the refresh cookie can still be spent */
export function canRefresh(stored: StoredTokens, nowMs: number): stored is StoredTokens & { refreshToken: string } {
  const expires = utcMs(stored.refreshExpiresUtc);
  return !!stored.refreshToken && expires !== null && expires > nowMs;
}
