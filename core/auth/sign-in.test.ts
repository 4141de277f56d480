import fc from 'fast-check';
import { err, ok } from '../shared/result';
import { T0, clockAt, fakeAuth, iso, session } from './auth-fakes.test-support';
import { makeSignIn } from './sign-in';

describe("sign in from the portal's return (site server)", () => {
  it('a payload the SSO accepts is spent at once: the session comes back with the rotated tokens', async () => {
    const auth = fakeAuth({ payload: () => ok(session('sid-1', T0, 1)), refresh: () => ok(session('sid-1', T0, 2)) });
    const r = await makeSignIn({ auth, clock: clockAt(T0) })('payload');
    expect(r).toEqual(ok(session('sid-1', T0, 2)));
    expect(auth.calls).toEqual(['payload', 'refresh:rt-1']);
  });

  it('a forged payload that decodes (valid checksum) is refused by the SSO: Unable to sign in, nothing else', async () => {
    const auth = fakeAuth({
      payload: () => ok(session('sid-forged')),
      refresh: () => err({ code: 'AUTH.REFRESH_INVALID_REQUEST' }),
    });
    expect(await makeSignIn({ auth, clock: clockAt(T0) })('forged')).toEqual(err({ code: 'AUTH.UNABLE_TO_SIGN_IN' }));
  });

  it('an SSO outage refuses nothing: a fresh, well-formed payload keeps its own tokens', async () => {
    const auth = fakeAuth({ payload: () => ok(session()) });
    expect(await makeSignIn({ auth, clock: clockAt(T0) })('payload')).toEqual(ok(session()));
  });

  it('a payload that does not decode, is expired, or comes back as another session or user is no sign-in', async () => {
    const expired = session('sid-1', T0 - 16 * 60_000);
    const other = session('sid-2', T0, 2);
    const someoneElse = {
      ...session('sid-1', T0, 2),
      identity: { ...session('sid-1', T0, 2).identity, claims: { ...session().identity.claims, sub: 'user-2' } },
    };
    for (const auth of [
      fakeAuth(),
      fakeAuth({ payload: () => ok(expired), refresh: () => ok(session()) }),
      fakeAuth({ payload: () => ok(session()), refresh: () => ok(other) }),
      fakeAuth({ payload: () => ok(session()), refresh: () => ok(someoneElse) }),
    ]) {
      expect(await makeSignIn({ auth, clock: clockAt(T0) })('p')).toEqual(err({ code: 'AUTH.UNABLE_TO_SIGN_IN' }));
    }
  });

  it("property: whatever the payload decodes to, the answer is a fresh session of the payload's user or Unable to sign in", async () => {
    const when = fc.integer({ min: -2 * 3_600_000, max: 2 * 3_600_000 }).map((d) => iso(T0 + d));
    await fc.assert(
      fc.asyncProperty(when, when, fc.constantFrom('ok', 'refused', 'down'), async (accessExp, refreshExp, sso) => {
        const decoded = {
          ...session(),
          identity: {
            ...session().identity,
            access_token_expires_utc: accessExp,
            refresh_token_expires_utc: refreshExp,
          },
        };
        const auth = fakeAuth({
          payload: () => ok(decoded),
          refresh: () =>
            sso === 'ok'
              ? ok(session('sid-1', T0, 2))
              : sso === 'refused'
                ? err({ code: 'AUTH.REFRESH_INVALID_REQUEST' })
                : err({ code: 'AUTH.UNAVAILABLE' }),
        });
        const r = await makeSignIn({ auth, clock: clockAt(T0) })('p');
        const fresh = Date.parse(accessExp) > T0 && Date.parse(refreshExp) > T0;
        if (!fresh || sso === 'refused') expect(r).toEqual(err({ code: 'AUTH.UNABLE_TO_SIGN_IN' }));
        else expect(r).toEqual(ok(sso === 'ok' ? session('sid-1', T0, 2) : decoded));
      }),
    );
  });
});
