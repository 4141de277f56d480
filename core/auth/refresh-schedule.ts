/**
 * When to refresh the tokens (pure). A fan watching a whole match must never be
 * signed out, so the refresh happens before the access token expires:
 * at 80% of the token's remaining life or 60 s before expiry, whichever is sooner,
 * but never before half its life has passed: with the few-second tokens the browser
 * journeys use, "60 s before" is already in the past and would refresh in a loop.
 * Never after the refresh token has expired: then there is nothing left to refresh.
 */
export const REFRESH_LEAD_MS = 60_000;
export const REFRESH_AT_FRACTION = 0.8;
export const REFRESH_NOT_BEFORE_FRACTION = 0.5;
/** after a failed attempt (service down), try again this soon, while the access token lasts */
export const REFRESH_RETRY_MS = 5_000;

export interface RefreshTiming {
  /** when the tokens were received (or restored) in this page */
  readonly receivedAtMs: number;
  readonly accessExpiresMs: number;
  readonly refreshExpiresMs: number;
}

/** epoch ms at which to refresh, or null when the refresh token is already spent */
export function refreshAtMs(t: RefreshTiming, nowMs: number): number | null {
  if (!(t.refreshExpiresMs > nowMs)) return null;
  const life = Math.max(0, t.accessExpiresMs - t.receivedAtMs);
  const sooner = Math.min(t.receivedAtMs + REFRESH_AT_FRACTION * life, t.accessExpiresMs - REFRESH_LEAD_MS);
  const target = Math.max(t.receivedAtMs + REFRESH_NOT_BEFORE_FRACTION * life, sooner);
  // before the refresh token dies, and not in the past
  return Math.max(nowMs, Math.min(Math.floor(target), t.refreshExpiresMs - 1));
}

/** delay for a timer, or null when no refresh is possible */
export function refreshDelayMs(t: RefreshTiming, nowMs: number): number | null {
  const at = refreshAtMs(t, nowMs);
  return at === null ? null : at - nowMs;
}

/** after a transient failure: retry soon, but only while the access token is still valid */
export function retryDelayMs(accessExpiresMs: number, nowMs: number): number | null {
  return accessExpiresMs - nowMs > REFRESH_RETRY_MS ? REFRESH_RETRY_MS : null;
}
