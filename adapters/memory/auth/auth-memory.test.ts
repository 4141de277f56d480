import { authPortContract } from '@test/contracts/auth-port.contract';
import { createAuthMemory } from './auth-memory';
import { createTokenStoreMemory } from './token-store-memory';
import { createStreamMemory } from '../stream/stream-memory';

let n = 0;
authPortContract(() => {
  const sso = createAuthMemory({ clock: { now: () => Date.now() } });
  return { port: sso.port, signIn: async () => sso.signInAs({ sub: `fan-${++n}`, forename: 'Ann', surname: 'Fan' }) };
});

describe('memory SSO and stream session', () => {
  it('answers entitlements only for a valid access token', async () => {
    let now = Date.parse('2025-08-03T15:00:00Z');
    const sso = createAuthMemory({ clock: { now: () => now }, accessTtlMs: 5_000 });
    const tokens = createTokenStoreMemory();
    const session = sso.port.fromTokenPayload(sso.signInAs({ sub: 'fan-1' }));
    if (!session.ok) expect.fail(session.error.code);
    tokens.write(session.value);
    const stream = createStreamMemory({ accessToken: () => tokens.read().accessToken, whoIs: sso.subjectOf, entitlements: { 'fan-1': ['live-video'] } });
    expect(await stream.sessionState()).toMatchObject({ ok: true, value: { entitlements: ['live-video'] } });
    now += 5_001;
    expect(await stream.sessionState()).toEqual({ ok: false, error: { code: 'STREAM.CONNECTION_FAILED' } });
  });

  it('faults make every call fail the way the real service can', async () => {
    const sso = createAuthMemory({ clock: { now: () => Date.now() } });
    const s = sso.port.fromTokenPayload(sso.signInAs({ sub: 'fan-2' }));
    if (!s.ok) expect.fail('no session');
    sso.setFault('unavailable');
    expect(await sso.port.refresh(s.value.identity.refreshToken)).toEqual({ ok: false, error: { code: 'AUTH.UNAVAILABLE' } });
    sso.setFault(undefined);
    expect((await sso.port.refresh(s.value.identity.refreshToken)).ok).toBe(true);
  });
});
