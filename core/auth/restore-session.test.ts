import fc from 'fast-check';
import { err, ok, type Result } from '../shared/result';
import type { AuthPortError, SsoSession } from './auth-types';
import type { StoredTokens } from '../ports/auth.port';
import { makeRestoreSession } from './restore-session';
import { makeSignIn } from './sign-in';
import { makeRefreshSession } from './refresh-session';
import { T0, clockAt, fakeAuth, fakeReturnUrl, fakeStore, session, stored } from './auth-fakes.test-support';

function setup(opts: {
  url?: Parameters<typeof fakeReturnUrl>[0]; cookies?: StoredTokens; now?: number;
  payload?: (p: string) => Result<SsoSession, AuthPortError>; sessionAnswer?: () => Result<SsoSession, AuthPortError>; refreshAnswer?: () => Result<SsoSession, AuthPortError>;
}) {
  const clock = clockAt(opts.now ?? T0);
  const auth = fakeAuth({ payload: opts.payload, session: opts.sessionAnswer, refresh: opts.refreshAnswer });
  const tokens = fakeStore(opts.cookies);
  const returnUrl = fakeReturnUrl(opts.url);
  const restore = makeRestoreSession({
    auth, tokens, returnUrl, clock, signIn: makeSignIn({ auth, tokens, clock }), refresh: makeRefreshSession({ auth, tokens, clock }),
  });
  return { auth, tokens, returnUrl, restore };
}

describe('restore session (the order of site-shell §4)', () => {
  it('logoutSuccess=true clears the session, says Logged Out and cleans the URL', async () => {
    const { restore, tokens, returnUrl } = setup({ url: { logoutSuccess: true }, cookies: stored(session()) });
    expect(await restore()).toEqual({ session: null, notice: 'logged-out', error: null });
    expect(tokens.value).toEqual({});
    expect(returnUrl.cleaned).toBe(1);
  });

  it('a tokenpayload signs in and says Logged In', async () => {
    const s = session();
    const { restore, tokens, returnUrl } = setup({ url: { tokenPayload: 'x', loginSuccess: true }, payload: () => ok(s) });
    expect(await restore()).toEqual({ session: s, notice: 'logged-in', error: null });
    expect(tokens.value).toEqual(stored(s));
    expect(returnUrl.cleaned).toBe(1);
  });

  it('a bad tokenpayload is no login, with the sign-in failure', async () => {
    const { restore, tokens } = setup({ url: { tokenPayload: 'garbage', loginSuccess: true }, cookies: stored(session()) });
    expect(await restore()).toEqual({ session: null, notice: null, error: { code: 'AUTH.UNABLE_TO_SIGN_IN' } });
    expect(tokens.value).toEqual({});
  });

  it('no user-session cookie: signed out with no call, and stray token cookies go', async () => {
    const { restore, tokens, auth } = setup({ cookies: { ...stored(session()), sessionId: undefined } });
    expect(await restore()).toEqual({ session: null, notice: null, error: null });
    expect(auth.calls).toEqual([]);
    expect(tokens.value).toEqual({});
  });

  it('a valid access cookie is used without a call', async () => {
    const s = session();
    const { restore, auth } = setup({ cookies: stored(s) });
    expect((await restore()).session).toEqual(s);
    expect(auth.calls).toEqual([]);
  });

  it('no access cookie: a refresh call; its invalid_request clears and is catalogued', async () => {
    const s = session();
    const cookies = { ...stored(s), accessToken: undefined };
    const good = setup({ cookies, refreshAnswer: () => ok(session('sid-1', T0, 2)) });
    expect((await good.restore()).session?.identity.refreshToken).toBe('rt-2');
    expect(good.auth.calls).toEqual(['refresh:rt-1']);
    const bad = setup({ cookies, refreshAnswer: () => err({ code: 'AUTH.REFRESH_INVALID_REQUEST' }) });
    expect(await bad.restore()).toEqual({ session: null, notice: null, error: { code: 'AUTH.REFRESH_INVALID_REQUEST' } });
    expect(bad.tokens.value).toEqual({});
    const down = setup({ cookies });
    expect(await down.restore()).toEqual({ session: null, notice: null, error: { code: 'AUTH.REFRESH_FAILED' } });
    expect(down.tokens.value).toEqual({});
  });

  it('only a session cookie: a session start call; failure is a session error and clears', async () => {
    const s = session('sid-9');
    const good = setup({ cookies: { sessionId: 'sid-9' }, sessionAnswer: () => ok(s) });
    expect((await good.restore()).session).toEqual(s);
    expect(good.auth.calls).toEqual(['session:sid-9']);
    const down = setup({ cookies: { sessionId: 'sid-9' } });
    expect(await down.restore()).toEqual({ session: null, notice: null, error: { code: 'AUTH.SESSION_ERROR' } });
    const gone = setup({ cookies: { sessionId: 'sid-9' }, sessionAnswer: () => err({ code: 'AUTH.NO_SESSION' }) });
    expect((await gone.restore()).error).toEqual({ code: 'AUTH.NO_SESSION' });
    expect(gone.tokens.value).toEqual({});
  });

  it('loginSuccess=true without a payload re-checks the session: Logged In only when there is one', async () => {
    const s = session();
    expect((await setup({ url: { loginSuccess: true }, cookies: stored(s) }).restore()).notice).toBe('logged-in');
    expect((await setup({ url: { loginSuccess: true } }).restore()).notice).toBeNull();
  });

  it('whatever the cookies hold, the outcome is fully signed in with a valid session or signed out with an empty store', async () => {
    const field = (v: fc.Arbitrary<string>) => fc.option(v, { nil: undefined });
    const cookieArb = fc.record({
      sessionId: field(fc.constantFrom('sid-1', '', 'x')), accessToken: field(fc.string()), refreshToken: field(fc.string()),
      accessExpiresUtc: field(fc.oneof(fc.string(), fc.integer({ min: -1e9, max: 1e9 }).map((d) => new Date(T0 + d).toISOString()))),
      refreshExpiresUtc: field(fc.oneof(fc.string(), fc.integer({ min: -1e9, max: 1e10 }).map((d) => new Date(T0 + d).toISOString()))),
    });
    const answer = fc.constantFrom<Result<SsoSession, AuthPortError>>(ok(session('sid-1', T0, 3)), err({ code: 'AUTH.UNAVAILABLE' }), err({ code: 'AUTH.REFRESH_INVALID_REQUEST' }), err({ code: 'AUTH.NO_SESSION' }));
    await fc.assert(fc.asyncProperty(cookieArb, answer, answer, async (c, r1, r2) => {
      const cookies: StoredTokens = { ...c, claims: { forename: 'A', surname: 'B', sub: 'user-1', given_name: 'A' } };
      const { restore, tokens } = setup({ cookies, refreshAnswer: () => r1, sessionAnswer: () => r2 });
      const out = await restore();
      if (out.session) {
        expect(tokens.value.sessionId).toBe(out.session.sessionId);
        expect(Date.parse(tokens.value.accessExpiresUtc!)).toBeGreaterThan(T0);
        expect(out.error).toBeNull();
      } else {
        expect(tokens.value).toEqual({});
      }
    }));
  });
});
