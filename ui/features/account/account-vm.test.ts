import { err, ok, type AuthReturnParams, type StreamPort } from '@core';
import { makeSessionManager } from '@core/auth/session-manager';
import { stubStreamPort } from '@core/stream/stream-port-stub.test-support';
import { createAuthMemory } from '@adapters/memory/auth/auth-memory';
import { createReturnUrlMemory } from '@adapters/memory/auth/return-url-memory';
import { createSessionBusMemory } from '@adapters/memory/auth/session-signal-memory';
import { createSessionMemory } from '@adapters/memory/session/session-memory';
import { createFakeTime } from '@test/model/fake-time';
import { createInterfaceVm } from '../../app-shell/interface-vm';
import { createAccountVm } from './account-vm';
import type { AccountLinks } from './account-vm-types';

const T0 = Date.parse('2025-08-03T15:00:00.000Z');
const links: AccountLinks = {
  login: 'l',
  register: 'r',
  forgotPassword: 'f',
  manageAccount: 'm',
  social: { facebook: 'fb', google: 'g', apple: 'a' },
  loginFormAction: 'p',
  redirectUri: 'u',
};
const streamWith = (r: Awaited<ReturnType<StreamPort['sessionState']>>): StreamPort =>
  stubStreamPort({ sessionState: async () => r, login: async () => r, packages: async () => ok([]) });
const entitled = streamWith(
  ok({ customerId: 'user-1', firstName: 'Ann', lastName: 'Fan', entitlements: ['live-video'] }),
);

/**
 * A fan's page over the in-memory SSO and the site server's session in memory. `signedIn`
 * has the fan come back from the portal first (the site server took the payload).
 */
async function setup(opts: { signedIn?: boolean; url?: Partial<AuthReturnParams>; stream?: StreamPort } = {}) {
  const time = createFakeTime(T0);
  const sso = createAuthMemory({ clock: time.clock });
  const site = createSessionMemory({ sso: sso.port, clock: time.clock });
  const returned = opts.signedIn
    ? await site.returnFromPortal(sso.signInAs({ sub: 'user-1', forename: 'Ann', surname: 'Fan' }))
    : {};
  const ui = createInterfaceVm();
  const stream = opts.stream ?? entitled;
  const manager = makeSessionManager({
    session: site,
    stream,
    signal: createSessionBusMemory().tab(),
    returnUrl: createReturnUrlMemory({ ...returned, ...opts.url }),
    clock: time.clock,
    random: { int: () => 4242 },
    scheduler: time.scheduler,
  });
  const vm = createAccountVm({ session: manager, interfaceVm: ui, links, scheduler: time.scheduler });
  return { vm, ui, time, sso, site, manager };
}

describe('account view model', () => {
  it('back from the portal: Logged In, display name, entitlements', async () => {
    const { vm, ui, time } = await setup({ signedIn: true });
    expect(vm.state.sessionID).toBe(4242);
    const stop = vm.start();
    expect(vm.state.status).toBe('signing-in');
    await time.settle();
    expect(vm.state.status).toBe('signed-in');
    expect(vm.state.user).toEqual({
      displayName: 'Ann Fan',
      ssoID: 'user-1',
      forename: 'Ann',
      surname: 'Fan',
      profileImageKey: '',
    });
    expect(vm.state.entitlements).toEqual(['live-video']);
    expect(ui.state.accountNotification).toEqual({ display: true, message: 'Logged In' });
    stop();
  });

  it('restores once under StrictMode (start, dispose, start) and shows the toast once', async () => {
    const { vm, ui, time, sso } = await setup({ signedIn: true });
    const before = sso.stats.refreshCalls;
    vm.start()();
    const stop = vm.start();
    await time.settle();
    expect(sso.stats.refreshCalls - before).toBe(1);
    expect(vm.state.status).toBe('signed-in');
    expect(ui.state.accountNotification.message).toBe('Logged In');
    stop();
  });

  it('a video service failure clears entitlements and shows its error notification', async () => {
    const { vm, ui, time } = await setup({
      signedIn: true,
      stream: streamWith(err({ code: 'STREAM.CONNECTION_FAILED' })),
    });
    const stop = vm.start();
    await time.settle();
    expect(vm.state.status).toBe('signed-in');
    expect(vm.state.entitlements).toEqual([]);
    expect(ui.state.errorNotification).toEqual({
      display: true,
      title: 'There was a problem connecting to the video service',
      message: 'Please try again in a few minutes',
    });
    stop();
  });

  it('Log Out: signed out at once, the site forgets the session, Logged Out, panel closed after 600 ms', async () => {
    const { vm, ui, time, site } = await setup({ signedIn: true });
    const stop = vm.start();
    await time.settle();
    ui.dispatch({ type: 'account/open' });
    await vm.logout();
    expect(vm.state.status).toBe('signed-out');
    expect(site.held()).toEqual({});
    expect(ui.state.accountNotification.message).toBe('Logged Out');
    await time.advance(599);
    expect(ui.state.accountHeaderOpen).toBe(true);
    await time.advance(1);
    expect(ui.state.accountHeaderOpen).toBe(false);
    stop();
  });

  it('refreshes before the access token expires and stays signed in for a whole match', async () => {
    const { vm, time, manager, sso } = await setup({ signedIn: true });
    const stop = vm.start();
    await time.settle();
    for (let minute = 0; minute < 120; minute++) {
      await time.advance(60_000);
      expect(vm.state.status).toBe('signed-in');
      expect(sso.isAccessTokenValid(manager.accessToken()!)).toBe(true);
    }
    expect(sso.stats.refreshCalls).toBeGreaterThanOrEqual(10);
    stop();
  });

  it('a refresh refused with invalid_request signs out with its catalogued notification', async () => {
    const { vm, ui, time, sso, site } = await setup({ signedIn: true });
    const stop = vm.start();
    await time.settle();
    sso.setFault('invalid_request');
    await time.advance(13 * 60_000);
    expect(vm.state.status).toBe('signed-out');
    expect(vm.state.errorCode).toBe('AUTH.REFRESH_INVALID_REQUEST');
    expect(site.held()).toEqual({});
    expect(ui.state.errorNotification).toMatchObject({
      display: true,
      title: 'There was a problem logging in',
      message: 'Please try again in a few minutes',
    });
    stop();
  });

  it('an SSO outage keeps the fan signed in, says so, and heals by itself when the SSO answers', async () => {
    const { vm, time, sso, site, manager } = await setup({ signedIn: true });
    const stop = vm.start();
    await time.settle();
    const held = site.held();
    sso.setFault('unavailable');
    await time.advance(13 * 60_000);
    expect(vm.state).toMatchObject({ status: 'signed-in', serviceTrouble: true });
    // hours later, long after the access token died: still signed in, every cookie kept
    await time.advance(3 * 3_600_000);
    expect(vm.state).toMatchObject({ status: 'signed-in', serviceTrouble: true, user: { displayName: 'Ann Fan' } });
    expect(site.held()).toEqual(held);
    sso.setFault(undefined);
    await time.advance(30_000);
    expect(vm.state).toMatchObject({ status: 'signed-in', serviceTrouble: false });
    expect(sso.isAccessTokenValid(manager.accessToken()!)).toBe(true);
    stop();
  });

  it('logoutSuccess=true forgets the session and says Logged Out; a guest is simply signed out', async () => {
    const a = await setup({ signedIn: true, url: { loginSuccess: false, logoutSuccess: true } });
    a.vm.start();
    await a.time.settle();
    expect(a.vm.state.status).toBe('signed-out');
    expect(a.site.held()).toEqual({});
    expect(a.ui.state.accountNotification.message).toBe('Logged Out');
    const b = await setup();
    b.vm.start();
    await b.time.settle();
    expect(b.vm.state).toMatchObject({ status: 'signed-out', errorCode: null, user: null });
    expect(b.ui.state.accountNotification.display).toBe(false);
  });

  it('a return that did not validate: Unable to sign in, and never Logged In', async () => {
    const { vm, ui, time } = await setup({ url: { signInFailed: true, loginSuccess: true } });
    vm.start();
    await time.advance(60_000);
    expect(vm.state).toMatchObject({ status: 'signed-out', errorCode: 'AUTH.UNABLE_TO_SIGN_IN' });
    expect(ui.state.errorNotification).toMatchObject({ display: true, message: 'Unable to sign in' });
    expect(ui.state.accountNotification.display).toBe(false);
  });

  it("a sign-in the portal refused: the panel opens with the portal's words, no banner, never Logged In", async () => {
    const words = 'The email address or password you entered is incorrect.';
    const { vm, ui, time } = await setup({ url: { signInRefused: words } });
    vm.start();
    await time.advance(60_000);
    expect(vm.state).toMatchObject({ status: 'signed-out', errorCode: 'AUTH.SIGN_IN_REFUSED', errorMessage: words });
    expect(ui.state.accountHeaderOpen).toBe(true);
    expect(ui.state.errorNotification.display).toBe(false);
    expect(ui.state.accountNotification.display).toBe(false);
  });

  it('signing in clears a login prompt message', async () => {
    const { vm, ui, time } = await setup({ signedIn: true });
    ui.dispatch({ type: 'loginPrompt/open', message: 'To View This Video Please Sign In or Register An Account' });
    vm.start();
    await time.settle();
    expect(ui.state.loginPrompt.message).toBe('');
  });
});
