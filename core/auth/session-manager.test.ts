import { Subject } from 'rxjs';
import { err, ok } from '../shared/result';
import type { SessionSignalEvent } from '../ports/auth.port';
import type { StreamPort } from '../ports/stream.port';
import { T0, clockAt, fakeAuth, fakeReturnUrl, fakeSignal, fakeStore, session, stored } from './auth-fakes.test-support';
import { makeSessionManager, type SessionNotice, type SessionState } from './session-manager';

const flush = async () => { for (let i = 0; i < 20; i++) await Promise.resolve(); };
const stream: StreamPort = {
  sessionState: async () => ok({ customerId: 'user-1', firstName: 'Ann', lastName: 'Fan', entitlements: [' live-video ', ''] }),
  playbackToken: async () => err({ code: 'STREAM.CONNECTION_FAILED' }), packages: async () => ok([]),
};

function setup(opts: { auth?: ReturnType<typeof fakeAuth>; url?: Parameters<typeof fakeReturnUrl>[0] } = {}) {
  const tokens = fakeStore(stored(session()));
  const signal = fakeSignal();
  const others = new Subject<SessionSignalEvent>();
  const auth = opts.auth ?? fakeAuth();
  const manager = makeSessionManager({
    auth, tokens, stream, signal: { ...signal, events$: others }, returnUrl: fakeReturnUrl(opts.url), clock: clockAt(T0), random: { int: () => 7 },
  });
  const states: SessionState['status'][] = [];
  const notices: SessionNotice[] = [];
  manager.state$.subscribe((s) => states.push(s.status));
  manager.notices$.subscribe((n) => notices.push(n));
  return { manager, tokens, signal, others, auth, states, notices };
}

describe('session manager', () => {
  it('does nothing until started, then restores the stored session and connects the video service', async () => {
    const { manager, auth, states } = setup();
    expect(manager.current()).toMatchObject({ status: 'restoring', sessionID: 7 });
    await flush();
    expect(auth.calls).toEqual([]);
    const stop = manager.start();
    await flush();
    expect(states).toEqual(['restoring', 'signed-in', 'signed-in']);
    expect(manager.current()).toMatchObject({ status: 'signed-in', user: { displayName: 'Ann Fan' }, entitlements: ['live-video'] });
    stop();
  });

  it('signOut: signed out at once, a Logged Out notice, the cookies cleared, other tabs told, the SSO session ended', async () => {
    const { manager, tokens, signal, auth, notices } = setup();
    const stop = manager.start();
    await flush();
    const ending = manager.signOut();
    expect(manager.current()).toMatchObject({ status: 'signed-out', user: null, entitlements: [] });
    expect(notices).toEqual([{ kind: 'toast', notice: 'logged-out' }]);
    expect(tokens.value).toEqual({});
    expect(signal.published).toEqual(['signed-out']);
    await ending;
    expect(auth.calls).toContain('end:sid-1');
    stop();
  });

  it("another tab's sign-out signs this tab out without telling the others again", async () => {
    const { manager, others, signal, notices } = setup();
    const stop = manager.start();
    await flush();
    others.next('signed-out');
    expect(manager.current().status).toBe('signed-out');
    expect(notices).toEqual([{ kind: 'toast', notice: 'logged-out' }]);
    expect(signal.published).toEqual([]);
    stop();
    // after dispose, other tabs are no longer followed
    others.next('signed-in');
    await flush();
    expect(manager.current().status).toBe('signed-out');
  });

  it('refresh(): a refused refresh signs out with the catalogued error, once', async () => {
    const { manager, notices, signal } = setup({ auth: fakeAuth({ refresh: () => err({ code: 'AUTH.REFRESH_INVALID_REQUEST' }) }) });
    const stop = manager.start();
    await flush();
    await manager.refresh();
    expect(manager.current()).toMatchObject({ status: 'signed-out', errorCode: 'AUTH.REFRESH_INVALID_REQUEST' });
    expect(notices).toEqual([{ kind: 'error', code: 'AUTH.REFRESH_INVALID_REQUEST' }]);
    expect(signal.published).toEqual(['signed-out']);
    stop();
  });

  it('a returned tokenpayload shows signing-in, then Logged In, and tells the other tabs', async () => {
    const { manager, notices, signal, states } = setup({ auth: fakeAuth({ payload: () => ok(session('sid-2')) }), url: { tokenPayload: 'p', loginSuccess: true } });
    const stop = manager.start();
    expect(manager.current().status).toBe('signing-in');
    await flush();
    expect(states.slice(0, 3)).toEqual(['restoring', 'signing-in', 'signed-in']);
    expect(notices).toEqual([{ kind: 'toast', notice: 'logged-in' }]);
    expect(signal.published).toEqual(['signed-in']);
    stop();
  });
});
