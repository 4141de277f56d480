import { proxy } from 'valtio/vanilla';
import type { AnalyticsTracker } from '@core';
import type { AccountState } from '@ui/features/account';
import { followAccountForAnalytics } from './follow-account-for-analytics';

const flush = () => new Promise<void>((r) => setTimeout(r, 0));

function recorder() {
  const calls: unknown[][] = [];
  const tracker: AnalyticsTracker = { track: (...a) => void calls.push(['track', ...a]), identify: (i) => void calls.push(['identify', i]), start: () => () => {} };
  return { tracker, calls };
}

describe('followAccountForAnalytics', () => {
  it('identifies the visitor at once and again as the account changes; a returning sign-in is counted once', async () => {
    const state = proxy<AccountState>({ status: 'restoring', user: null, entitlements: [], sessionID: 77, errorCode: null, serviceTrouble: false });
    const { tracker, calls } = recorder();
    const stop = followAccountForAnalytics({ state }, tracker);
    expect(calls).toEqual([['identify', { sessionID: 77, ssoID: '' }]]);
    state.status = 'signing-in';
    await flush();
    state.status = 'signed-in';
    state.user = { displayName: 'Sam', ssoID: 'sso-42', forename: 'Sam', surname: 'Fan', profileImageKey: '' };
    await flush();
    expect(calls.filter((c) => c[0] === 'track')).toEqual([['track', 'sign-in-completed']]);
    // the event counted belongs to the fan who just signed in
    expect(calls.slice(-2)).toEqual([['identify', { sessionID: 77, ssoID: 'sso-42' }], ['track', 'sign-in-completed']]);
    stop();
  });

  it('a session restored on load is not counted as a sign-in', async () => {
    const state = proxy<AccountState>({ status: 'restoring', user: null, entitlements: [], sessionID: 1, errorCode: null, serviceTrouble: false });
    const { tracker, calls } = recorder();
    followAccountForAnalytics({ state }, tracker);
    state.status = 'signed-in';
    await flush();
    expect(calls.filter((c) => c[0] === 'track')).toEqual([]);
  });
});
