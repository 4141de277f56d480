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

describe('refresh timer (marbles)', () => {
  it('refreshes a 15-minute token proactively at 12 minutes, before it expires', () => {
    const ts = scheduler();
    ts.run(({ cold, expectObservable }) => {
      expectObservable(refreshDue(cold('a', { a: fresh(0) }), clockOf(ts), ts)).toBe('12m r', out);
    });
  });

  it('after an outage retries 5 s later while the access token lasts', () => {
    const ts = scheduler();
    ts.run(({ cold, expectObservable }) => {
      expectObservable(refreshDue(cold('a', { a: retry(10 * 60_000) }), clockOf(ts), ts)).toBe('5s r', out);
    });
  });

  it('is expired at once when the access token ends before a retry could run', () => {
    const ts = scheduler();
    ts.run(({ cold, expectObservable }) => {
      expectObservable(refreshDue(cold('a', { a: retry(4_000) }), clockOf(ts), ts)).toBe('e', out);
    });
  });

  it('is expired at once when the refresh token is already spent', () => {
    const ts = scheduler();
    const s = session('sid-1', 0);
    const spent: SsoSession = { ...s, identity: { ...s.identity, refresh_token_expires_utc: iso(0) } };
    ts.run(({ cold, expectObservable }) => {
      expectObservable(refreshDue(cold('a', { a: fresh(0, spent) }), clockOf(ts), ts)).toBe('e', out);
    });
  });

  it('a sign-out (stop) cancels the timer in flight', () => {
    const ts = scheduler();
    ts.run(({ cold, expectObservable }) => {
      expectObservable(refreshDue(cold('a 10m s', { a: fresh(0), s: { kind: 'stop' } }), clockOf(ts), ts)).toBe('', out);
    });
  });

  it('new tokens replace the timer: the refresh is 12 minutes after the latest tokens, not the first', () => {
    const ts = scheduler();
    // b arrives at frame 5m + 1 (the 'a' frame) with tokens received then
    const at = 5 * 60_000 + 1;
    const later = fresh(at, session('sid-1', at));
    ts.run(({ cold, expectObservable }) => {
      expectObservable(refreshDue(cold('a 5m b', { a: fresh(0), b: later }), clockOf(ts), ts)).toBe(`${at + 12 * 60_000}ms r`, out);
    });
  });
});
