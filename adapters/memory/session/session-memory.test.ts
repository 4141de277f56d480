import { sessionPortContract } from '@test/contracts/session-port.contract';
import { createAuthMemory } from '../auth/auth-memory';
import { createSessionMemory } from './session-memory';

let n = 0;
describe("the site's session in memory", () => {
  sessionPortContract(() => {
    const sso = createAuthMemory({ clock: { now: () => Date.now() } });
    const site = createSessionMemory({ sso: sso.port, clock: { now: () => Date.now() } });
    return {
      port: site,
      signIn: async () => {
        await site.returnFromPortal(sso.signInAs({ sub: `fan-${++n}`, forename: 'Ann', surname: 'Fan' }));
      },
      ssoDown: (down) => sso.setFault(down ? 'unavailable' : undefined),
      revoke: async () => {
        await sso.port.endSession(site.held().sessionId!);
      },
    };
  });

  it("the portal's return is spent once: the refresh token that travelled in the address is dead", async () => {
    const sso = createAuthMemory({ clock: { now: () => Date.now() } });
    const site = createSessionMemory({ sso: sso.port, clock: { now: () => Date.now() } });
    const payload = sso.signInAs({ sub: 'fan-x' });
    const travelled = sso.port.fromTokenPayload(payload);
    if (!travelled.ok) expect.fail('no payload');
    expect(await site.returnFromPortal(payload)).toEqual({
      loginSuccess: true,
      logoutSuccess: false,
      signInFailed: false,
    });
    expect(site.held().refreshToken).not.toBe(travelled.value.identity.refreshToken);
    expect(await site.returnFromPortal('v1.forged.00000000')).toEqual({
      loginSuccess: false,
      logoutSuccess: false,
      signInFailed: true,
    });
    expect(site.held()).toEqual({});
  });

  it('an unreachable site is an outage that keeps the session', async () => {
    const sso = createAuthMemory({ clock: { now: () => Date.now() } });
    const site = createSessionMemory({ sso: sso.port, clock: { now: () => Date.now() } });
    await site.returnFromPortal(sso.signInAs({ sub: 'fan-y' }));
    site.setDown(true);
    expect(await site.refresh()).toEqual({ ok: false, error: { code: 'AUTH.UNAVAILABLE' } });
    expect(site.hasSession()).toBe(true);
  });
});
