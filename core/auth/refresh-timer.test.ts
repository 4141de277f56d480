import { TestScheduler } from 'rxjs/testing';
import type { SsoSession } from './auth-types';
import { iso, session } from './auth-fakes.test-support';
import { refreshDue, type RefreshPlan } from './refresh-timer';

/** marble tests of the refresh schedule: virtual time starts at 0, so a session made at 0 expires at 15 min */
const scheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
const clockOf = (s: TestScheduler) => ({ now: () => s.now() });
const fresh = (receivedAtMs: number, s: SsoSession = session('sid-1', 0)): RefreshPlan => ({ kind: 'fresh', session: s, receivedAtMs });
const retry = (accessExpiresMs: number): RefreshPlan => {
  const s = session('sid-1', 0);
  return { kind: 'retry', session: { ...s, identity: { ...s.identity, access_token_expires_utc: iso(accessExpiresMs) } } };
};
const out = { r: 'refresh', e: 'expired' } as const;

/** the plans as a cold marble, and what the timer must say, in virtual time */
function expectDue(plans: string, values: Record<string, RefreshPlan>, expected: string) {
  const ts = scheduler();
  ts.run(({ cold, expectObservable }) => {
    expectObservable(refreshDue(cold(plans, values), clockOf(ts), ts)).toBe(expected, out);
  });
}

describe('refresh timer (marbles)', () => {
  it('refreshes a 15-minute token proactively at 12 minutes, before it expires', () => {
    expectDue('a', { a: fresh(0) }, '12m r');
  });

  it('after an outage retries 5 s later while the access token lasts', () => {
    expectDue('a', { a: retry(10 * 60_000) }, '5s r');
  });

  it('is expired at once when the access token ends before a retry could run', () => {
    expectDue('a', { a: retry(4_000) }, 'e');
  });

  it('is expired at once when the refresh token is already spent', () => {
    const s = session('sid-1', 0);
    const spent: SsoSession = { ...s, identity: { ...s.identity, refresh_token_expires_utc: iso(0) } };
    expectDue('a', { a: fresh(0, spent) }, 'e');
  });

  it('a sign-out (stop) cancels the timer in flight', () => {
    expectDue('a 10m s', { a: fresh(0), s: { kind: 'stop' } }, '');
  });

  it('new tokens replace the timer: the refresh is 12 minutes after the latest tokens, not the first', () => {
    // b arrives at frame 5m + 1 (the 'a' frame) with tokens received then
    const at = 5 * 60_000 + 1;
    expectDue('a 5m b', { a: fresh(0), b: fresh(at, session('sid-1', at)) }, `${at + 12 * 60_000}ms r`);
  });
});
