import { Subject, type SchedulerLike } from 'rxjs';
import { err, ok, type Result } from '../shared/result';
import type { AccessGrant, AuthPortError } from './auth-types';
import type { SessionSignalEvent } from '../ports/auth.port';
import type { StreamPort } from '../ports/stream.port';
import { T0, fakeReturnUrl, fakeSessionPort, fakeSignal, grant } from './auth-fakes.test-support';
import { stubStreamPort } from '../stream/stream-port-stub.test-support';
import { makeSessionManager, type SessionNotice, type SessionState } from './session-manager';

const fanSession = async () =>
  ok({ customerId: 'user-1', firstName: 'Ann', lastName: 'Fan', entitlements: [' live-video ', ''] });
const stream: StreamPort = stubStreamPort({
  sessionState: fanSession,
  login: fanSession,
  packages: async () => ok([]),
});

function setup(
  opts: {
    refresh?: () => Result<AccessGrant, AuthPortError>;
    held?: boolean;
    stream?: StreamPort;
    url?: Parameters<typeof fakeReturnUrl>[0];
    scheduler?: SchedulerLike;
  } = {},
) {
  const session = fakeSessionPort({ held: opts.held ?? true, ...(opts.refresh ? { refresh: opts.refresh } : {}) });
  const signal = fakeSignal();
  const others = new Subject<SessionSignalEvent>();
  const manager = makeSessionManager({
    session,
    stream: opts.stream ?? stream,
    signal: { ...signal, events$: others },
    returnUrl: fakeReturnUrl(opts.url),
    clock: { now: () => Date.now() },
    random: { int: () => 7 },
    ...(opts.scheduler ? { scheduler: opts.scheduler } : {}),
  });
  const states: SessionState['status'][] = [];
  const notices: SessionNotice[] = [];
  manager.state$.subscribe((s) => states.push(s.status));
  manager.notices$.subscribe((n) => notices.push(n));
  return { manager, session, signal, others, states, notices };
}

describe('session manager', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: T0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('does nothing until started, then gets an access token from the site and connects the video service', async () => {
    const { manager, session, states } = setup();
    expect(manager.current()).toMatchObject({ status: 'restoring', sessionID: 7, serviceTrouble: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(session.calls).toEqual([]);
    const stop = manager.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(states).toEqual(['restoring', 'signed-in', 'signed-in']);
    expect(manager.current()).toMatchObject({
      status: 'signed-in',
      user: { displayName: 'Ann Fan' },
      entitlements: ['live-video'],
    });
    expect(manager.accessToken()).toBe('at-1');
    stop();
  });

  it('a video service outage is not "no pass": the entitlements already known are kept and the outage is told', async () => {
    let down = false;
    const flaky: StreamPort = {
      ...stream,
      sessionState: async () => (down ? err({ code: 'STREAM.CONNECTION_FAILED' }) : stream.sessionState()),
    };
    const { manager, notices } = setup({ stream: flaky });
    const stop = manager.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(manager.current().entitlements).toEqual(['live-video']);
    down = true;
    await manager.reconnectVideo();
    expect(manager.current()).toMatchObject({ status: 'signed-in', entitlements: ['live-video'] });
    expect(notices).toContainEqual({ kind: 'error', code: 'STREAM.CONNECTION_FAILED' });
    down = false;
    await manager.reconnectVideo();
    expect(manager.current().entitlements).toEqual(['live-video']);
    stop();
  });

  it('signOut: signed out at once, the access token dropped, a Logged Out notice, other tabs told, the site told', async () => {
    const { manager, session, signal, notices } = setup();
    const stop = manager.start();
    await vi.advanceTimersByTimeAsync(0);
    const ending = manager.signOut();
    expect(manager.current()).toMatchObject({ status: 'signed-out', user: null, entitlements: [] });
    expect(manager.accessToken()).toBeUndefined();
    expect(notices).toEqual([{ kind: 'toast', notice: 'logged-out' }]);
    // the restore told the other tabs of the session, the sign-out that it is over
    expect(signal.published).toEqual(['signed-in', 'signed-out']);
    await ending;
    expect(session.calls).toEqual(['refresh', 'sign-out']);
    stop();
  });

  it("another tab's sign-out signs this tab out without telling the others again", async () => {
    const { manager, others, signal, notices } = setup();
    const stop = manager.start();
    await vi.advanceTimersByTimeAsync(0);
    others.next('signed-out');
    expect(manager.current().status).toBe('signed-out');
    expect(notices).toEqual([{ kind: 'toast', notice: 'logged-out' }]);
    expect(signal.published).not.toContain('signed-out');
    stop();
    // after dispose, other tabs are no longer followed
    others.next('signed-in');
    await vi.advanceTimersByTimeAsync(0);
    expect(manager.current().status).toBe('signed-out');
  });

  it("another tab's sign-in is adopted", async () => {
    const { manager, session, others } = setup({ held: false });
    const stop = manager.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(manager.current().status).toBe('signed-out');
    session.held = true;
    others.next('signed-in');
    await vi.advanceTimersByTimeAsync(0);
    expect(manager.current().status).toBe('signed-in');
    stop();
  });

  it('refreshes before the access token expires, keeping the fan signed in for a whole match', async () => {
    let n = 1;
    const { manager, session } = setup({ refresh: () => ok(grant(Date.now(), n++)) });
    const stop = manager.start();
    for (let minute = 0; minute < 120; minute++) {
      await vi.advanceTimersByTimeAsync(60_000);
      expect(manager.current().status).toBe('signed-in');
    }
    expect(session.calls.length).toBeGreaterThanOrEqual(10);
    expect(manager.accessToken()).toBe(`at-${n - 1}`);
    stop();
  });

  it('a refused refresh signs out with the catalogued error, once, and tells the other tabs', async () => {
    let refuse = false;
    const { manager, notices, signal } = setup({
      refresh: () => (refuse ? err({ code: 'AUTH.REFRESH_INVALID_REQUEST' }) : ok(grant(Date.now()))),
    });
    const stop = manager.start();
    await vi.advanceTimersByTimeAsync(0);
    refuse = true;
    await vi.advanceTimersByTimeAsync(12 * 60_000);
    expect(manager.current()).toMatchObject({ status: 'signed-out', errorCode: 'AUTH.REFRESH_INVALID_REQUEST' });
    expect(notices).toEqual([{ kind: 'error', code: 'AUTH.REFRESH_INVALID_REQUEST' }]);
    expect(signal.published).toEqual(['signed-in', 'signed-out']);
    stop();
  });

  it('an outage during a refresh keeps the session, says so, retries, and heals by itself', async () => {
    let down = false;
    const { manager, signal } = setup({
      refresh: () => (down ? err({ code: 'AUTH.UNAVAILABLE' }) : ok(grant(Date.now()))),
    });
    const stop = manager.start();
    await vi.advanceTimersByTimeAsync(0);
    down = true;
    await vi.advanceTimersByTimeAsync(12 * 60_000);
    expect(manager.current()).toMatchObject({ status: 'signed-in', serviceTrouble: true });
    // an hour later, long after the access token expired: still signed in
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(manager.current()).toMatchObject({
      status: 'signed-in',
      serviceTrouble: true,
      user: { displayName: 'Ann Fan' },
    });
    down = false;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(manager.current()).toMatchObject({ status: 'signed-in', serviceTrouble: false });
    expect(signal.published).not.toContain('signed-out');
    stop();
  });

  it('an outage on load keeps restoring (with the trouble said) and signs in when the site answers', async () => {
    let down = true;
    const { manager, notices } = setup({
      url: { loginSuccess: true },
      refresh: () => (down ? err({ code: 'AUTH.UNAVAILABLE' }) : ok(grant(Date.now()))),
    });
    const stop = manager.start();
    expect(manager.current().status).toBe('signing-in');
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(manager.current()).toMatchObject({ status: 'signing-in', serviceTrouble: true });
    down = false;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(manager.current()).toMatchObject({ status: 'signed-in', serviceTrouble: false });
    expect(notices).toEqual([{ kind: 'toast', notice: 'logged-in' }]);
    stop();
  });

  it('a return that did not validate shows Unable to sign in alone', async () => {
    const { manager, notices, session } = setup({ url: { signInFailed: true, loginSuccess: true } });
    const stop = manager.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(manager.current()).toMatchObject({ status: 'signed-out', errorCode: 'AUTH.UNABLE_TO_SIGN_IN' });
    expect(notices).toEqual([{ kind: 'error', code: 'AUTH.UNABLE_TO_SIGN_IN' }]);
    expect(session.calls).toEqual([]);
    stop();
  });

  it('a sign-in the portal refused: signed out with its words for the panel, which is asked to show them, and no banner', async () => {
    const { manager, notices, session } = setup({ url: { signInRefused: 'Wrong details.' } });
    const stop = manager.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(manager.current()).toMatchObject({
      status: 'signed-out',
      errorCode: 'AUTH.SIGN_IN_REFUSED',
      errorMessage: 'Wrong details.',
    });
    expect(notices).toEqual([{ kind: 'sign-in-refused' }]);
    expect(session.calls).toEqual([]);
    stop();
  });

  it("someone else's sign-in refused: the fan stays signed in as themselves and is told so once", async () => {
    const { manager, notices } = setup({ url: { signInNotStarted: true } });
    const stop = manager.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(manager.current().status).toBe('signed-in');
    expect(notices).toEqual([{ kind: 'error', code: 'AUTH.SIGN_IN_NOT_STARTED' }]);
    stop();
  });

  it('restores once under StrictMode (start, dispose, start): one call, one toast, one word to the other tabs', async () => {
    const { manager, session, notices, signal } = setup({ url: { loginSuccess: true } });
    manager.start()();
    const stop = manager.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(session.calls).toEqual(['refresh']);
    expect(notices).toEqual([{ kind: 'toast', notice: 'logged-in' }]);
    expect(signal.published).toEqual(['signed-in']);
    stop();
  });

  it('a tab closed before its restore answered still tells the other tabs what it found', async () => {
    const { manager, signal } = setup({ url: { loginSuccess: true } });
    manager.start()();
    await vi.advanceTimersByTimeAsync(0);
    expect(signal.published).toEqual(['signed-in']);
  });
});
