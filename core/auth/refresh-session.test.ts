import { err, ok } from '../shared/result';
import { makeRefreshSession } from './refresh-session';
import { T0, clockAt, fakeAuth, fakeStore, iso, session, stored } from './auth-fakes.test-support';

describe('refresh session', () => {
  it('rotates the tokens and stores them', async () => {
    const fresh = session('sid-1', T0, 2);
    const tokens = fakeStore(stored(session()));
    const auth = fakeAuth({ refresh: () => ok(fresh) });
    const r = await makeRefreshSession({ auth, tokens, clock: clockAt(T0) })();
    expect(r).toEqual(ok(fresh));
    expect(auth.calls).toEqual(['refresh:rt-1']);
    expect(tokens.value.refreshToken).toBe('rt-2');
  });

  it('invalid_request clears the cookies', async () => {
    const tokens = fakeStore(stored(session()));
    const r = await makeRefreshSession({ auth: fakeAuth({ refresh: () => err({ code: 'AUTH.REFRESH_INVALID_REQUEST' }) }), tokens, clock: clockAt(T0) })();
    expect(r).toEqual(err({ code: 'AUTH.REFRESH_INVALID_REQUEST' }));
    expect(tokens.value).toEqual({});
  });

  it('a service outage keeps the cookies so the caller can retry', async () => {
    const before = stored(session());
    const tokens = fakeStore(before);
    const r = await makeRefreshSession({ auth: fakeAuth(), tokens, clock: clockAt(T0) })();
    expect(r).toEqual(err({ code: 'AUTH.UNAVAILABLE' }));
    expect(tokens.value).toEqual(before);
  });

  it('adopts tokens another tab already refreshed instead of spending a rotated refresh token', async () => {
    const newer = session('sid-1', T0 + 60_000, 2);
    const tokens = fakeStore(stored(newer));
    const auth = fakeAuth();
    const r = await makeRefreshSession({ auth, tokens, clock: clockAt(T0 + 60_000) })({ knownAccessExpiresUtc: iso(T0 + 15 * 60_000) });
    expect(r).toEqual(ok(newer));
    expect(auth.calls).toEqual([]);
  });

  it('drops the answer when the tab was signed out while the call was in flight', async () => {
    const tokens = fakeStore(stored(session()));
    const auth = fakeAuth({ refresh: () => { tokens.clear(); return ok(session('sid-1', T0, 2)); } });
    const r = await makeRefreshSession({ auth, tokens, clock: clockAt(T0) })();
    expect(r.ok).toBe(false);
    expect(tokens.value).toEqual({});
  });

  it('with no session cookie or a spent refresh token, makes no call and clears', async () => {
    const auth = fakeAuth();
    const none = fakeStore({ refreshToken: 'rt' });
    expect(await makeRefreshSession({ auth, tokens: none, clock: clockAt(T0) })()).toEqual(err({ code: 'AUTH.NO_SESSION' }));
    const spent = fakeStore({ ...stored(session()), accessToken: undefined });
    expect((await makeRefreshSession({ auth, tokens: spent, clock: clockAt(T0 + 31 * 86_400_000) })()).ok).toBe(false);
    expect(auth.calls).toEqual([]);
    expect(spent.value).toEqual({});
  });
});
