import fc from 'fast-check';
import {
  MAX_REFRESH_DELAY_MS,
  REFRESH_LEAD_MS,
  STALE_TOKEN_REFRESH_MS,
  refreshAtMs,
  refreshDelayMs,
} from './refresh-schedule';

const MIN = 60_000;
const timing = fc
  .record({
    receivedAtMs: fc.integer({ min: 0, max: 1e12 }),
    life: fc.integer({ min: 1, max: 24 * 3_600_000 }),
    refreshLife: fc.integer({ min: 1, max: 60 * 86_400_000 }),
    elapsed: fc.integer({ min: 0, max: 60 * 86_400_000 }),
  })
  .map(({ receivedAtMs, life, refreshLife, elapsed }) => ({
    t: { receivedAtMs, accessExpiresMs: receivedAtMs + life, refreshExpiresMs: receivedAtMs + refreshLife },
    now: receivedAtMs + elapsed,
  }));

describe('refresh schedule', () => {
  it('is a real 12-minute refresh for a 15-minute token (80% is sooner than 60 s before)', () => {
    expect(refreshAtMs({ receivedAtMs: 0, accessExpiresMs: 15 * MIN, refreshExpiresMs: 30 * 1440 * MIN }, 0)).toBe(
      12 * MIN,
    );
  });

  it('is 60 s before expiry for a 3-minute token, and half-life for a few-second token (no refresh loop)', () => {
    expect(refreshAtMs({ receivedAtMs: 0, accessExpiresMs: 3 * MIN, refreshExpiresMs: 1e12 }, 0)).toBe(
      3 * MIN - REFRESH_LEAD_MS,
    );
    expect(refreshAtMs({ receivedAtMs: 0, accessExpiresMs: 6_000, refreshExpiresMs: 1e12 }, 0)).toBe(3_000);
  });

  it('never refreshes after the refresh token expired, and never in the past', () => {
    fc.assert(
      fc.property(timing, ({ t, now }) => {
        const at = refreshAtMs(t, now);
        if (t.refreshExpiresMs <= now) expect(at).toBeNull();
        else {
          expect(at).not.toBeNull();
          expect(at!).toBeGreaterThanOrEqual(now);
          expect(at!).toBeLessThan(t.refreshExpiresMs);
          expect(refreshDelayMs(t, now)).toBe(at! - now);
        }
      }),
    );
  });

  it('refreshes before the access token expires, not before half its life, when scheduled on receipt', () => {
    fc.assert(
      fc.property(timing, ({ t }) => {
        fc.pre(t.refreshExpiresMs > t.accessExpiresMs);
        const life = t.accessExpiresMs - t.receivedAtMs;
        const at = refreshAtMs(t, t.receivedAtMs)!;
        expect(at).toBeLessThan(t.accessExpiresMs);
        expect(at).toBeGreaterThanOrEqual(Math.floor(t.receivedAtMs + life / 2));
        expect(at).toBeLessThanOrEqual(t.receivedAtMs + 0.8 * life);
      }),
    );
  });

  it('tokens that look spent on arrival (a device clock that is off) are refreshed at a steady pace, never in a loop', () => {
    expect(
      refreshDelayMs({ receivedAtMs: 10 * MIN, accessExpiresMs: 5 * MIN, refreshExpiresMs: 20 * MIN }, 10 * MIN),
    ).toBe(STALE_TOKEN_REFRESH_MS);
    expect(refreshDelayMs({ receivedAtMs: 0, accessExpiresMs: 5 * MIN, refreshExpiresMs: 0 }, 0)).toBe(
      STALE_TOKEN_REFRESH_MS,
    );
    fc.assert(
      fc.property(timing, fc.integer({ min: -1e9, max: 0 }), ({ t, now }, skew) => {
        expect(refreshDelayMs({ ...t, accessExpiresMs: t.receivedAtMs + skew }, now)).toBe(STALE_TOKEN_REFRESH_MS);
      }),
    );
  });

  it('tokens that live longer than a timer can wait (24.8 days) are refreshed at the limit, never at once', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: 25 * 1440 * MIN, max: 5 * 365 * 1440 * MIN }),
        (receivedAtMs, life) => {
          const t = { receivedAtMs, accessExpiresMs: receivedAtMs + life, refreshExpiresMs: receivedAtMs + 2 * life };
          const delay = refreshDelayMs(t, receivedAtMs);
          expect(delay).toBe(Math.min(refreshAtMs(t, receivedAtMs)! - receivedAtMs, MAX_REFRESH_DELAY_MS));
          expect(delay).toBeGreaterThan(STALE_TOKEN_REFRESH_MS);
          expect(delay).toBeLessThanOrEqual(MAX_REFRESH_DELAY_MS);
        },
      ),
    );
  });
});
