import { err } from '../shared/result';
import { fakeReturnUrl, fakeSessionPort, grant } from './auth-fakes.test-support';
import { makeRestoreSession } from './restore-session';

const restoreWith = (session: ReturnType<typeof fakeSessionPort>, url: Parameters<typeof fakeReturnUrl>[0] = {}) => {
  const returnUrl = fakeReturnUrl(url);
  return { returnUrl, restore: makeRestoreSession({ session, returnUrl }) };
};

describe('restore the session on load', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks the site for an access token when it holds a session; Logged In after a return from the portal', async () => {
    const session = fakeSessionPort();
    const { restore, returnUrl } = restoreWith(session, { loginSuccess: true });
    expect(await restore(() => undefined)).toEqual({ grant: grant(), notice: 'logged-in', error: null });
    expect(returnUrl.cleaned).toBe(1);
    expect(await restoreWith(fakeSessionPort()).restore(() => undefined)).toEqual({
      grant: grant(),
      notice: null,
      error: null,
    });
  });

  it('a guest is signed out without a call', async () => {
    const session = fakeSessionPort({ held: false });
    expect(await restoreWith(session, { loginSuccess: true }).restore(() => undefined)).toEqual({
      grant: null,
      notice: null,
      error: null,
    });
    expect(session.calls).toEqual([]);
  });

  it('a return that did not validate is the sign-in failure alone, whatever else the address says', async () => {
    const session = fakeSessionPort();
    expect(await restoreWith(session, { signInFailed: true, loginSuccess: true }).restore(() => undefined)).toEqual({
      grant: null,
      notice: null,
      error: { code: 'AUTH.UNABLE_TO_SIGN_IN' },
    });
    expect(session.calls).toEqual([]);
  });

  it("a sign-in the portal refused: signed out with the portal's own words, and no call", async () => {
    const session = fakeSessionPort();
    const words = 'The email address or password you entered is incorrect.';
    expect(await restoreWith(session, { signInRefused: words }).restore(() => undefined)).toEqual({
      grant: null,
      notice: null,
      error: { code: 'AUTH.SIGN_IN_REFUSED', message: words },
    });
    expect(session.calls).toEqual([]);
  });

  it("someone else's return refused: the fan's session restored as it was, and the refusal said once", async () => {
    const session = fakeSessionPort();
    expect(await restoreWith(session, { signInNotStarted: true, loginSuccess: true }).restore(() => undefined)).toEqual(
      {
        grant: grant(),
        notice: 'logged-in',
        error: null,
        refusedReturn: true,
      },
    );
  });

  it('logoutSuccess=true: the site forgets the session, Logged Out', async () => {
    const session = fakeSessionPort();
    expect(await restoreWith(session, { logoutSuccess: true }).restore(() => undefined)).toEqual({
      grant: null,
      notice: 'logged-out',
      error: null,
    });
    expect(session.calls).toEqual(['sign-out']);
  });

  it('a refusal signs out with its catalogued error; a session the site no longer has is simply signed out', async () => {
    const refused = fakeSessionPort({ refresh: () => err({ code: 'AUTH.REFRESH_INVALID_REQUEST' }) });
    expect(await restoreWith(refused).restore(() => undefined)).toEqual({
      grant: null,
      notice: null,
      error: { code: 'AUTH.REFRESH_INVALID_REQUEST' },
    });
    const gone = fakeSessionPort({ refresh: () => err({ code: 'AUTH.NO_SESSION' }) });
    expect(await restoreWith(gone).restore(() => undefined)).toEqual({ grant: null, notice: null, error: null });
  });

  it('an outage is not an answer: it is reported and retried with back-off until the site answers', async () => {
    vi.useFakeTimers();
    let down = true;
    const session = fakeSessionPort({
      refresh: () => (down ? err({ code: 'AUTH.UNAVAILABLE' }) : { ok: true, value: grant() }),
    });
    let outages = 0;
    let outcome: unknown = null;
    void restoreWith(session, { loginSuccess: true })
      .restore(() => {
        outages++;
      })
      .then((o) => {
        outcome = o;
      });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(outcome).toBeNull();
    expect(outages).toBeGreaterThanOrEqual(5);
    expect(session.hasSession()).toBe(true);
    down = false;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(outcome).toEqual({ grant: grant(), notice: 'logged-in', error: null });
  });
});
