import type { SsoIdentity } from './auth-types';

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
  return (
    access !== null &&
    refresh !== null &&
    access > nowMs &&
    refresh > nowMs &&
    identity.accessToken.length > 0 &&
    identity.refreshToken.length > 0 &&
    identity.claims.sub.length > 0
  );
}
