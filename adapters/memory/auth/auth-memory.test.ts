import { authPortContract } from '@test/contracts/auth-port.contract';
import { createAuthMemory } from './auth-memory';
import { createStreamMemory } from '../stream/stream-memory';

let n = 0;
authPortContract(() => {
  const sso = createAuthMemory({ clock: { now: () => Date.now() } });
  return {
    port: sso.port,
    signIn: async () => sso.signInAs({ sub: `fan-${++n}`, forename: 'Ann', surname: 'Fan' }),
    fail: async (how) => sso.setFault(how === 'outage' ? 'unavailable' : 'invalid_request'),
    heal: async () => sso.setFault(undefined),
  };
});

describe('memory SSO and stream session', () => {
  it('answers entitlements only for a valid access token', async () => {
    let now = Date.parse('2025-08-03T15:00:00Z');
    const sso = createAuthMemory({ clock: { now: () => now }, accessTtlMs: 5_000 });
    const session = sso.port.fromTokenPayload(sso.signInAs({ sub: 'fan-1' }));
    if (!session.ok) expect.fail(session.error.code);
    const stream = createStreamMemory({
      accessToken: () => session.value.identity.accessToken,
      whoIs: sso.subjectOf,
      entitlements: { 'fan-1': ['live-video'] },
    });
    expect(await stream.sessionState()).toMatchObject({ ok: true, value: { entitlements: ['live-video'] } });
    now += 5_001;
    expect(await stream.sessionState()).toEqual({ ok: false, error: { code: 'STREAM.CONNECTION_FAILED' } });
  });
});
