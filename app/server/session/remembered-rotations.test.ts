import { err, ok, type SsoSession } from '@core';
import type { RenewSession } from '@core/auth/renew-session';
import { rememberRotations } from './remembered-rotations';

const HOUR = 3_600_000;

/** an SSO that rotates: token n is answered with token n+1, a spent token is refused (strict) */
function strictSso(clock: { now: () => number }) {
  let current = 'r0';
  let calls = 0;
  const renew: RenewSession = async ({ sessionId, refreshToken }) => {
    calls += 1;
    if (refreshToken !== current) return err({ code: 'AUTH.REFRESH_INVALID_REQUEST' });
    current = `r${Number(current.slice(1)) + 1}`;
    const session: SsoSession = {
      sessionId: sessionId!,
      identity: {
        accessToken: `a-${current}`,
        refreshToken: current,
        access_token_expires_utc: new Date(clock.now() + 60_000).toISOString(),
        refresh_token_expires_utc: new Date(clock.now() + HOUR).toISOString(),
        claims: { forename: 'Ann', surname: 'Fan', sub: 'u1', given_name: 'Ann' },
      },
    };
    return ok(session);
  };
  return { renew, calls: () => calls };
}

describe("the site server's memory of rotations", () => {
  it('answers a late request with the spent token with the newest tokens, for a few seconds only', async () => {
    let t = Date.UTC(2026, 0, 1);
    const clock = { now: () => t };
    const sso = strictSso(clock);
    const rotations = rememberRotations(sso.renew, clock, 10_000);
    const first = await rotations.renew({ sessionId: 's', refreshToken: 'r0' });
    expect(first.ok && first.value.identity.refreshToken).toBe('r1');
    // a tab that left with r0 after the rotation: the same answer, no call
    expect(await rotations.renew({ sessionId: 's', refreshToken: 'r0' })).toEqual(first);
    // r1 is spent in turn: a late r0 now gets r2, never the spent r1
    t += 1_000;
    await rotations.renew({ sessionId: 's', refreshToken: 'r1' });
    const late = await rotations.renew({ sessionId: 's', refreshToken: 'r0' });
    expect(late.ok && late.value.identity.refreshToken).toBe('r2');
    expect(sso.calls()).toBe(2);
    // past the memory, the SSO decides (and refuses the spent token)
    t += 10_001;
    expect((await rotations.renew({ sessionId: 's', refreshToken: 'r0' })).ok).toBe(false);
  });

  it('hands nothing out for a session once it is signed out, nor for another session', async () => {
    const clock = { now: () => Date.UTC(2026, 0, 1) };
    const sso = strictSso(clock);
    const rotations = rememberRotations(sso.renew, clock);
    await rotations.renew({ sessionId: 's', refreshToken: 'r0' });
    expect((await rotations.renew({ sessionId: 'other', refreshToken: 'r0' })).ok).toBe(false);
    rotations.forget('s');
    expect((await rotations.renew({ sessionId: 's', refreshToken: 'r0' })).ok).toBe(false);
  });
});
