import fc from 'fast-check';
import { ok } from '../shared/result';
import { makeSignIn } from './sign-in';
import { T0, clockAt, fakeAuth, fakeStore, session, stored } from './auth-fakes.test-support';

describe('sign in from a tokenpayload', () => {
  it('stores the session when the payload decodes and is fresh', () => {
    const s = session();
    const tokens = fakeStore();
    const r = makeSignIn({ auth: fakeAuth({ payload: () => ok(s) }), tokens, clock: clockAt(T0) })('payload');
    expect(r).toEqual(ok(s));
    expect(tokens.value).toEqual(stored(s));
  });

  it('refuses an expired payload and clears any older cookies', () => {
    const s = session('sid', T0 - 16 * 60_000);
    const tokens = fakeStore(stored(session('old')));
    const r = makeSignIn({ auth: fakeAuth({ payload: () => ok(s) }), tokens, clock: clockAt(T0) })('payload');
    expect(r.ok).toBe(false);
    expect(tokens.value).toEqual({});
  });

  it('never signs anyone in with a payload the port cannot decode', () => {
    fc.assert(fc.property(fc.string(), (p) => {
      const tokens = fakeStore();
      const r = makeSignIn({ auth: fakeAuth(), tokens, clock: clockAt(T0) })(p);
      expect(r).toEqual({ ok: false, error: { code: 'AUTH.UNABLE_TO_SIGN_IN' } });
      expect(tokens.value).toEqual({});
    }));
  });
});
