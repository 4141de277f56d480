import { proxy } from 'valtio/vanilla';
import type { AnalyticsTracker } from '@core';
import { createRegistrationNoteMemory } from '@adapters/memory/auth/registration-note-memory';
import type { AccountState } from '@ui/features/account';
import { followAccountForAnalytics } from './follow-account-for-analytics';
import { flush } from '@test/support/flush';

function recorder() {
  const calls: unknown[][] = [];
  const tracker: AnalyticsTracker = {
    track: (...a) => void calls.push(['track', ...a]),
    identify: (i) => void calls.push(['identify', i]),
    start: () => () => {},
  };
  return { tracker, calls };
}

const NOW = Date.UTC(2026, 10, 24, 15);
const clock = { now: () => NOW };
const signedOutState = (): AccountState => ({
  status: 'restoring',
  user: null,
  entitlements: [],
  sessionID: 77,
  errorCode: null,
  errorMessage: null,
  serviceTrouble: false,
});
const fan = { displayName: 'Sam', ssoID: 'sso-42', forename: 'Sam', surname: 'Fan', profileImageKey: '' };

/** plays the portal's return on a new page: restoring, signing in, signed in */
async function portalReturn(state: AccountState) {
  state.status = 'signing-in';
  await flush();
  state.status = 'signed-in';
  state.user = fan;
  await flush();
}

describe('followAccountForAnalytics', () => {
  it('identifies the visitor at once and again as the account changes; a returning sign-in is counted once', async () => {
    const state = proxy<AccountState>({
      status: 'restoring',
      user: null,
      entitlements: [],
      sessionID: 77,
      errorCode: null,
      errorMessage: null,
      serviceTrouble: false,
    });
    const { tracker, calls } = recorder();
    const stop = followAccountForAnalytics({ state }, tracker, { note: createRegistrationNoteMemory(), clock });
    expect(calls).toEqual([['identify', { sessionID: 77, ssoID: '' }]]);
    state.status = 'signing-in';
    await flush();
    state.status = 'signed-in';
    state.user = { displayName: 'Sam', ssoID: 'sso-42', forename: 'Sam', surname: 'Fan', profileImageKey: '' };
    await flush();
    expect(calls.filter((c) => c[0] === 'track')).toEqual([['track', 'sign-in-completed']]);
    // the event counted belongs to the fan who just signed in
    expect(calls.slice(-2)).toEqual([
      ['identify', { sessionID: 77, ssoID: 'sso-42' }],
      ['track', 'sign-in-completed'],
    ]);
    stop();
  });

  it('a session restored on load is not counted as a sign-in', async () => {
    const state = proxy<AccountState>({
      status: 'restoring',
      user: null,
      entitlements: [],
      sessionID: 1,
      errorCode: null,
      errorMessage: null,
      serviceTrouble: false,
    });
    const { tracker, calls } = recorder();
    followAccountForAnalytics({ state }, tracker, { note: createRegistrationNoteMemory(), clock });
    state.status = 'signed-in';
    await flush();
    expect(calls.filter((c) => c[0] === 'track')).toEqual([]);
  });

  it('a return after the fan left from Register counts a registration, not a sign-in, and uses the note up', async () => {
    const note = createRegistrationNoteMemory(NOW - 5 * 60_000);
    const state = proxy(signedOutState());
    const { tracker, calls } = recorder();
    followAccountForAnalytics({ state }, tracker, { note, clock });
    await portalReturn(state);
    expect(calls.filter((c) => c[0] === 'track')).toEqual([['track', 'registration-completed']]);
    expect(note.read()).toBeNull();
    // the next portal return (a later sign-in in this tab) is a sign-in again
    const later = proxy(signedOutState());
    const again = recorder();
    followAccountForAnalytics({ state: later }, again.tracker, { note, clock });
    await portalReturn(later);
    expect(again.calls.filter((c) => c[0] === 'track')).toEqual([['track', 'sign-in-completed']]);
  });

  it('a note older than an hour is a sign-in; a restored session leaves the note alone', async () => {
    const stale = createRegistrationNoteMemory(NOW - 2 * 60 * 60_000);
    const state = proxy(signedOutState());
    const { tracker, calls } = recorder();
    followAccountForAnalytics({ state }, tracker, { note: stale, clock });
    await portalReturn(state);
    expect(calls.filter((c) => c[0] === 'track')).toEqual([['track', 'sign-in-completed']]);
    expect(stale.read()).toBeNull();

    const fresh = createRegistrationNoteMemory(NOW);
    const restored = proxy(signedOutState());
    followAccountForAnalytics({ state: restored }, recorder().tracker, { note: fresh, clock });
    restored.status = 'signed-in';
    await flush();
    expect(fresh.read()).toBe(NOW);
  });
});
