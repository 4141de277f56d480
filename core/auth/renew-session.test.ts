import { err, ok } from '../shared/result';
import { T0, clockAt, fakeAuth, session } from './auth-fakes.test-support';
import { makeRenewSession } from './renew-session';

const renew = (auth: ReturnType<typeof fakeAuth>) => makeRenewSession({ auth, clock: clockAt(T0) });

describe('renew the session the site server holds', () => {
  it('refreshes with the refresh token when there is one', async () => {
    const auth = fakeAuth({ refresh: () => ok(session('sid-1', T0, 2)) });
    expect(await renew(auth)({ sessionId: 'sid-1', refreshToken: 'rt-1' })).toEqual(ok(session('sid-1', T0, 2)));
    expect(auth.calls).toEqual(['refresh:rt-1']);
  });

  it('starts the session from its id when the refresh token is gone', async () => {
    const auth = fakeAuth({ session: () => ok(session()) });
    expect(await renew(auth)({ sessionId: 'sid-1' })).toEqual(ok(session()));
    expect(auth.calls).toEqual(['session:sid-1']);
  });

  it('no session id is no session, without a call', async () => {
    const auth = fakeAuth();
    expect(await renew(auth)({ refreshToken: 'rt-1' })).toEqual(err({ code: 'AUTH.NO_SESSION' }));
    expect(auth.calls).toEqual([]);
  });

  it('passes refusals and outages on as they are: the caller clears cookies only on a refusal', async () => {
    expect(
      await renew(fakeAuth({ refresh: () => err({ code: 'AUTH.REFRESH_INVALID_REQUEST' }) }))({
        sessionId: 's',
        refreshToken: 'r',
      }),
    ).toEqual(err({ code: 'AUTH.REFRESH_INVALID_REQUEST' }));
    expect(await renew(fakeAuth())({ sessionId: 's', refreshToken: 'r' })).toEqual(err({ code: 'AUTH.UNAVAILABLE' }));
    expect(await renew(fakeAuth())({ sessionId: 's' })).toEqual(err({ code: 'AUTH.UNAVAILABLE' }));
    expect(await renew(fakeAuth({ session: () => err({ code: 'AUTH.NO_SESSION' }) }))({ sessionId: 's' })).toEqual(
      err({ code: 'AUTH.SESSION_ERROR' }),
    );
  });

  it('tokens of another session, or already expired, are refused', async () => {
    expect(
      await renew(fakeAuth({ refresh: () => ok(session('sid-2')) }))({ sessionId: 'sid-1', refreshToken: 'r' }),
    ).toEqual(err({ code: 'AUTH.REFRESH_FAILED' }));
    expect(
      await renew(fakeAuth({ session: () => ok(session('sid-1', T0 - 20 * 60_000)) }))({ sessionId: 'sid-1' }),
    ).toEqual(err({ code: 'AUTH.SESSION_ERROR' }));
  });
});

describe('renewals at the same moment', () => {
  it('two tabs refreshing one session at once make one SSO call and get the same tokens', async () => {
    let calls = 0;
    const auth = fakeAuth({
      refresh: () => {
        calls++;
        return ok(session('sid-1', T0, calls + 1));
      },
    });
    const renewOnce = makeRenewSession({ auth, clock: clockAt(T0) });
    const [a, b] = await Promise.all([
      renewOnce({ sessionId: 'sid-1', refreshToken: 'rt-1' }),
      renewOnce({ sessionId: 'sid-1', refreshToken: 'rt-1' }),
    ]);
    expect(calls).toBe(1);
    expect(a).toEqual(b);
    // and the next one is a call of its own
    await renewOnce({ sessionId: 'sid-1', refreshToken: 'rt-2' });
    expect(calls).toBe(2);
  });
});
