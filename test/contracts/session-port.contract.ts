import { describe, expect, it } from 'vitest';
import type { SessionPort } from '@core';
import { expectOk, isIsoDate, type Make } from './contract-helpers';

/**
 * What every SessionPort (the site server's endpoints over HTTP, the in-memory site) must
 * do. The fixture plays the world around it: the portal signing a fan in, the SSO behind
 * the site going down and coming back, and the SSO ending the session on its own.
 * The point of the port is to tell a refusal (the session is over) from an outage (no
 * answer: keep everything and try again).
 */
export interface SessionPortFixture {
  readonly port: SessionPort;
  /** the fan comes back from the portal and the site takes the tokenpayload */
  signIn(): Promise<void>;
  /** the SSO behind the site stops answering (or answers again) */
  ssoDown(down: boolean): void | Promise<void>;
  /** the SSO ends the session behind the site's back (revoked, expired, signed out elsewhere) */
  revoke(): Promise<void>;
}

export function sessionPortContract(make: Make<SessionPortFixture>) {
  describe('SessionPort contract', () => {
    it('a guest holds no session, and asking anyway is a refusal, not an outage', async () => {
      const { port } = await make();
      expect(port.hasSession()).toBe(false);
      const r = await port.refresh();
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).not.toBe('AUTH.UNAVAILABLE');
    });

    it('after sign-in it hands out short-lived access tokens, a new one each time, never the refresh token', async () => {
      const { port, signIn } = await make();
      await signIn();
      expect(port.hasSession()).toBe(true);
      const first = expectOk(await port.refresh());
      const second = expectOk(await port.refresh());
      expect(first.accessToken).not.toBe('');
      expect(second.accessToken).not.toBe(first.accessToken);
      expect(first.claims.sub).not.toBe('');
      expect(isIsoDate(first.access_token_expires_utc)).toBe(true);
      expect(Date.parse(first.refresh_token_expires_utc)).toBeGreaterThan(Date.parse(first.access_token_expires_utc));
      expect(Object.keys(first).sort()).toEqual([
        'accessToken',
        'access_token_expires_utc',
        'claims',
        'refresh_token_expires_utc',
      ]);
    });

    it('an SSO outage is AUTH.UNAVAILABLE and ends nothing: the session answers again when the SSO does', async () => {
      const { port, signIn, ssoDown } = await make();
      await signIn();
      await ssoDown(true);
      for (let i = 0; i < 3; i++)
        expect(await port.refresh()).toEqual({ ok: false, error: { code: 'AUTH.UNAVAILABLE' } });
      expect(port.hasSession()).toBe(true);
      await ssoDown(false);
      expect(expectOk(await port.refresh()).accessToken).not.toBe('');
    });

    it('a session the SSO refuses is a refusal, and the site forgets it', async () => {
      const { port, signIn, revoke } = await make();
      await signIn();
      await revoke();
      const r = await port.refresh();
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).not.toBe('AUTH.UNAVAILABLE');
      expect(port.hasSession()).toBe(false);
    });

    it('sign-out forgets the session: no access token afterwards', async () => {
      const { port, signIn } = await make();
      await signIn();
      expectOk(await port.signOut());
      expect(port.hasSession()).toBe(false);
      const r = await port.refresh();
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).not.toBe('AUTH.UNAVAILABLE');
    });
  });
}
