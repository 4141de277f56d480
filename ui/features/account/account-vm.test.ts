import { err, ok, type StreamPort } from '@core';
import { createInterfaceVm } from '../../app-shell/interface-vm';
import { makeSessionManager } from '@core/auth/session-manager';
import { createAccountVm } from './account-vm';
import type { AccountLinks } from './account-vm-types';
import { T0, fakeAuth, fakeReturnUrl, fakeSignal, fakeStore, session, stored } from '@core/auth/auth-fakes.test-support';
import { createFakeTime } from '@test/model/fake-time';

const links: AccountLinks = {
  login: 'l', register: 'r', forgotPassword: 'f', manageAccount: 'm', social: { facebook: 'fb', google: 'g', apple: 'a' }, loginFormAction: 'p', redirectUri: 'u',
};
const streamWith = (r: Awaited<ReturnType<StreamPort['sessionState']>>): StreamPort => ({
  sessionState: async () => r, playbackToken: async () => err({ code: 'STREAM.CONNECTION_FAILED' }), packages: async () => ok([]),
});
const entitled = streamWith(ok({ customerId: 'user-1', firstName: 'Ann', lastName: 'Fan', entitlements: ['live-video'] }));

function setup(opts: { url?: Parameters<typeof fakeReturnUrl>[0]; cookies?: ReturnType<typeof stored>; stream?: StreamPort; auth?: ReturnType<typeof fakeAuth> } = {}) {
  const time = createFakeTime(T0);
  const auth = opts.auth ?? fakeAuth({ payload: () => ok(session()) });
  const tokens = fakeStore(opts.cookies);
  const signal = fakeSignal();
  const ui = createInterfaceVm();
  const stream = opts.stream ?? entitled;
  const manager = makeSessionManager({
    auth, tokens, stream, signal, returnUrl: fakeReturnUrl(opts.url), clock: time.clock, random: { int: () => 4242 }, scheduler: time.scheduler,
  });
  const vm = createAccountVm({ session: manager, stream, interfaceVm: ui, links, scheduler: time.scheduler });
  return { vm, ui, time, tokens, auth, signal };
}

describe('account view model', () => {
  it('signs in from the returned tokenpayload: Logged In, display name, entitlements', async () => {
    const { vm, ui, time } = setup({ url: { tokenPayload: 'p', loginSuccess: true } });
    expect(vm.state.sessionID).toBe(4242);
    const stop = vm.start();
    expect(vm.state.status).toBe('signing-in');
    await time.settle();
    expect(vm.state.status).toBe('signed-in');
    expect(vm.state.user).toEqual({ displayName: 'Ann Fan', ssoID: 'user-1', forename: 'Ann', surname: 'Fan', profileImageKey: '' });
    expect(vm.state.entitlements).toEqual(['live-video']);
    expect(ui.state.accountNotification).toEqual({ display: true, message: 'Logged In' });
    stop();
  });

  it('restores once under StrictMode (start, dispose, start) and shows the toast once', async () => {
    const { vm, ui, time, auth } = setup({ url: { tokenPayload: 'p', loginSuccess: true } });
    vm.start()();
    const stop = vm.start();
    await time.settle();
    expect(auth.calls.filter((c) => c === 'payload')).toHaveLength(1);
    expect(vm.state.status).toBe('signed-in');
    expect(ui.state.accountNotification.message).toBe('Logged In');
    stop();
  });

  it('a video service failure clears entitlements and shows its error notification', async () => {
    const { vm, ui, time } = setup({ cookies: stored(session()), stream: streamWith(err({ code: 'STREAM.CONNECTION_FAILED' })) });
    const stop = vm.start();
    await time.settle();
    expect(vm.state.status).toBe('signed-in');
    expect(vm.state.entitlements).toEqual([]);
    expect(ui.state.errorNotification).toEqual({ display: true, title: 'There was a problem connecting to the video service', message: 'Please try again in a few minutes' });
    stop();
  });

  it('Log Out: signed out at once, Logged Out toast, other tabs told, panel closed after 600 ms', async () => {
    const { vm, ui, time, tokens, signal } = setup({ cookies: stored(session()) });
    const stop = vm.start();
    await time.settle();
    ui.dispatch({ type: 'account/open' });
    await vm.logout();
    expect(vm.state.status).toBe('signed-out');
    expect(tokens.value).toEqual({});
    expect(signal.published).toContain('signed-out');
    expect(ui.state.accountNotification.message).toBe('Logged Out');
    await time.advance(599);
    expect(ui.state.accountHeaderOpen).toBe(true);
    await time.advance(1);
    expect(ui.state.accountHeaderOpen).toBe(false);
    stop();
  });

  it('refreshes before the access token expires and stays signed in for a whole match', async () => {
    let n = 1;
    const auth = fakeAuth({ refresh: () => ok(session('sid-1', time.now(), ++n)) });
    const { vm, time, tokens } = setup({ cookies: stored(session()), auth });
    const stop = vm.start();
    await time.settle();
    for (let minute = 0; minute < 120; minute++) {
      await time.advance(60_000);
      expect(vm.state.status).toBe('signed-in');
      expect(Date.parse(tokens.value.accessExpiresUtc!)).toBeGreaterThan(time.now());
    }
    expect(auth.calls.filter((c) => c.startsWith('refresh')).length).toBeGreaterThanOrEqual(9);
    stop();
  });

  it('a refresh refused with invalid_request signs out with its catalogued notification', async () => {
    const auth = fakeAuth({ refresh: () => err({ code: 'AUTH.REFRESH_INVALID_REQUEST' }) });
    const { vm, ui, time, tokens } = setup({ cookies: stored(session()), auth });
    const stop = vm.start();
    await time.advance(13 * 60_000);
    expect(vm.state.status).toBe('signed-out');
    expect(vm.state.errorCode).toBe('AUTH.REFRESH_INVALID_REQUEST');
    expect(tokens.value).toEqual({});
    expect(ui.state.errorNotification).toMatchObject({ display: true, title: 'There was a problem logging in', message: 'Please try again in a few minutes' });
    stop();
  });

  it('an SSO outage is retried while the access token lasts, then signs out cleanly', async () => {
    const { vm, time, tokens } = setup({ cookies: stored(session()), auth: fakeAuth() });
    const stop = vm.start();
    await time.advance(14 * 60_000);
    expect(vm.state.status).toBe('signed-in');
    await time.advance(60_000);
    expect(vm.state.status).toBe('signed-out');
    expect(vm.state.errorCode).toBe('AUTH.REFRESH_FAILED');
    expect(tokens.value).toEqual({});
    stop();
  });

  it('logoutSuccess=true clears and says Logged Out; no session cookie is simply signed out', async () => {
    const a = setup({ url: { logoutSuccess: true }, cookies: stored(session()) });
    a.vm.start();
    await a.time.settle();
    expect(a.vm.state.status).toBe('signed-out');
    expect(a.ui.state.accountNotification.message).toBe('Logged Out');
    const b = setup();
    b.vm.start();
    await b.time.settle();
    expect(b.vm.state).toMatchObject({ status: 'signed-out', errorCode: null, user: null });
    expect(b.ui.state.accountNotification.display).toBe(false);
  });

  it('signing in clears a login prompt message', async () => {
    const { vm, ui, time } = setup({ url: { tokenPayload: 'p' } });
    ui.dispatch({ type: 'loginPrompt/open', message: 'To View This Video Please Sign In or Register An Account' });
    vm.start();
    await time.settle();
    expect(ui.state.loginPrompt.message).toBe('');
  });
});
