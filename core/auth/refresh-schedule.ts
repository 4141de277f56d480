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
/**
 * Tokens that look spent on arrival (the device's clock is off, or the refresh token is
 * about to end): ask the site this often, never in a loop. Its answer decides: new tokens,
 * or a refusal that ends the session.
 */
export const STALE_TOKEN_REFRESH_MS = 30_000;
/**
 * The longest delay a timer holds (2^31 - 1 ms, about 24.8 days): browsers and Node fire a longer
 * one at once. Tokens that live longer (a service's setting, or a hostile answer) would otherwise
 * be refreshed at once, again and again; the timer wakes at the limit and schedules anew.
 */
export const MAX_REFRESH_DELAY_MS = 2 ** 31 - 1;

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

/** delay for the refresh timer: before the access token expires, or the stale-token pace when no schedule makes sense */
export function refreshDelayMs(t: RefreshTiming, nowMs: number): number {
  const at = t.accessExpiresMs > t.receivedAtMs ? refreshAtMs(t, nowMs) : null;
  return at === null ? STALE_TOKEN_REFRESH_MS : Math.min(at - nowMs, MAX_REFRESH_DELAY_MS);
}
