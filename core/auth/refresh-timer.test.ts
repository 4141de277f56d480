import { TestScheduler } from 'rxjs/testing';
import type { Observable } from 'rxjs';
import type { AccessGrant } from './auth-types';
import { iso } from './auth-fakes.test-support';
import { STALE_TOKEN_REFRESH_MS } from './refresh-schedule';
import { scheduleRefresh, type RefreshPlan } from './refresh-timer';

/** marble tests of the refresh schedule: virtual time starts at 0; a refresh answers 100 ms after it starts */
const grant = (receivedAtMs: number, accessLifeMs = 15 * 60_000): AccessGrant => ({
  accessToken: 'at',
  access_token_expires_utc: iso(receivedAtMs + accessLifeMs),
  refresh_token_expires_utc: iso(receivedAtMs + 30 * 86_400_000),
  claims: { forename: 'Ann', surname: 'Fan', sub: 'user-1', given_name: 'Ann' },
});
const fresh = (receivedAtMs: number, accessLifeMs?: number): RefreshPlan => ({
  kind: 'fresh',
  grant: grant(receivedAtMs, accessLifeMs),
  receivedAtMs,
});

function expectRefreshes(plans: string, values: Record<string, RefreshPlan>, expected: string) {
  const ts = new TestScheduler((actual, wanted) => expect(actual).toEqual(wanted));
  ts.run(({ cold, expectObservable }) => {
    const refresh = (): Observable<string> => cold('100ms (r|)');
    expectObservable(scheduleRefresh(cold(plans, values), refresh, { now: () => ts.now() }, ts)).toBe(expected);
  });
}

describe('refresh timer (marbles)', () => {
  it('refreshes a 15-minute token proactively at 12 minutes, before it expires', () => {
    expectRefreshes('a', { a: fresh(0) }, '12m 100ms r');
  });

  it('refreshes a 5-second journey token at half its life', () => {
    expectRefreshes('a', { a: fresh(0, 5_000) }, '2600ms r');
  });

  it('a token that looks expired on arrival is refreshed at the steady stale pace, not at once', () => {
    expectRefreshes('a', { a: fresh(0, -60_000) }, `${STALE_TOKEN_REFRESH_MS + 100}ms r`);
  });

  it('a sign-out (stop) cancels the timer in flight', () => {
    expectRefreshes('a 10m s', { a: fresh(0), s: { kind: 'stop' } }, '');
  });

  it('a sign-out during the refresh call drops its answer', () => {
    expectRefreshes('a 12m 49ms s', { a: fresh(0), s: { kind: 'stop' } }, '');
  });

  it('new tokens replace the timer: the refresh is 12 minutes after the latest tokens, not the first', () => {
    // b arrives at frame 5m + 1 (the 'a' frame) with tokens received then
    const at = 5 * 60_000 + 1;
    expectRefreshes('a 5m b', { a: fresh(0), b: fresh(at) }, `${at + 12 * 60_000 + 100}ms r`);
  });
});
