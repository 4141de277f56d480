import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AuthPort } from '@core';
import { expectErrCode, expectOk, isIsoDate, type Make } from './contract-helpers';

/**
 * What every AuthPort (HTTP over the stand-in SSO, in-memory) must do. `signIn` plays
 * the portal: it signs a fresh demo fan in and returns the tokenpayload the portal
 * would append to the site's redirect.
 */
export interface AuthPortFixture {
  readonly port: AuthPort;
  signIn(): Promise<string>;
  /** make the SSO fail: as an outage (no answer, 5xx, timeout) or by refusing every session */
  fail(how: 'outage' | 'refusal'): Promise<void>;
  heal(): Promise<void>;
}

export function authPortContract(make: Make<AuthPortFixture>) {
  describe('AuthPort contract', () => {
    it('decodes the portal tokenpayload into a complete session with future expiries', async () => {
      const { port, signIn } = await make();
      const s = expectOk(port.fromTokenPayload(await signIn()));
      expect(s.sessionId).not.toBe('');
      expect(s.identity.accessToken).not.toBe('');
      expect(s.identity.refreshToken).not.toBe(s.identity.accessToken);
      expect(s.identity.claims.sub).not.toBe('');
      expect(isIsoDate(s.identity.access_token_expires_utc)).toBe(true);
      expect(Date.parse(s.identity.refresh_token_expires_utc)).toBeGreaterThan(
        Date.parse(s.identity.access_token_expires_utc),
      );
    });

    it('treats random and tampered tokenpayloads as no login, without throwing', async () => {
      const { port, signIn } = await make();
      const good = await signIn();
      fc.assert(
        fc.property(fc.string(), fc.nat(), (junk, at) => {
          expectErrCode(port.fromTokenPayload(junk), 'AUTH.UNABLE_TO_SIGN_IN');
          const i = at % good.length;
          const flipped = good.slice(0, i) + (good[i] === 'A' ? 'B' : 'A') + good.slice(i + 1);
          const r = port.fromTokenPayload(flipped);
          // a flip in base64 padding bits can decode to the same payload; it can never decode to a different one
          if (r.ok) expect(r.value).toEqual(expectOk(port.fromTokenPayload(good)));
        }),
        { numRuns: 60 },
      );
    });

    it('refresh rotates both tokens within the same session', async () => {
      const { port, signIn } = await make();
      const s = expectOk(port.fromTokenPayload(await signIn()));
      const r = expectOk(await port.refresh(s.identity.refreshToken));
      expect(r.sessionId).toBe(s.sessionId);
      expect(r.identity.refreshToken).not.toBe(s.identity.refreshToken);
      expect(r.identity.accessToken).not.toBe(s.identity.accessToken);
      expect(r.identity.claims.sub).toBe(s.identity.claims.sub);
    });

    it('refuses an unknown refresh token with invalid_request', async () => {
      const { port } = await make();
      expectErrCode(await port.refresh('not-a-refresh-token'), 'AUTH.REFRESH_INVALID_REQUEST');
    });

    it('starts a session from a live session id, and not from an unknown one', async () => {
      const { port, signIn } = await make();
      const s = expectOk(port.fromTokenPayload(await signIn()));
      expect(expectOk(await port.startSession(s.sessionId)).sessionId).toBe(s.sessionId);
      expectErrCode(await port.startSession('no-such-session'), 'AUTH.NO_SESSION');
    });

    it('an ended session can neither start nor refresh', async () => {
      const { port, signIn } = await make();
      const s = expectOk(port.fromTokenPayload(await signIn()));
      expectOk(await port.endSession(s.sessionId));
      expectErrCode(await port.startSession(s.sessionId), 'AUTH.NO_SESSION');
      expectErrCode(await port.refresh(s.identity.refreshToken), 'AUTH.REFRESH_INVALID_REQUEST');
    });

    it('an outage is AUTH.UNAVAILABLE, never a refusal; the session is still good when the SSO is back', async () => {
      const { port, signIn, fail, heal } = await make();
      const s = expectOk(port.fromTokenPayload(await signIn()));
      await fail('outage');
      expectErrCode(await port.refresh(s.identity.refreshToken), 'AUTH.UNAVAILABLE');
      expectErrCode(await port.startSession(s.sessionId), 'AUTH.UNAVAILABLE');
      await heal();
      expect(expectOk(await port.refresh(s.identity.refreshToken)).sessionId).toBe(s.sessionId);
    });

    it('a refusal says the session is invalid: never AUTH.UNAVAILABLE', async () => {
      const { port, signIn, fail } = await make();
      const s = expectOk(port.fromTokenPayload(await signIn()));
      await fail('refusal');
      expectErrCode(await port.refresh(s.identity.refreshToken), 'AUTH.REFRESH_INVALID_REQUEST');
      expectErrCode(await port.startSession(s.sessionId), 'AUTH.NO_SESSION');
    });

    it("a refusal the portal sent back to the site reads as the SSO's own words; an unknown one is no sign-in", async () => {
      const { port } = await make();
      const message = expectOk(await port.loginErrorMessage('invalid_credentials'));
      expect(message.trim()).not.toBe('');
      expect(message.length).toBeLessThanOrEqual(300);
      for (const junk of ['no-such-refusal', '', '../session', '%2e%2e'])
        expectErrCode(await port.loginErrorMessage(junk), 'AUTH.UNABLE_TO_SIGN_IN');
    });

    it("an outage while asking for a refusal's words is AUTH.UNAVAILABLE", async () => {
      const { port, fail } = await make();
      await fail('outage');
      expectErrCode(await port.loginErrorMessage('invalid_credentials'), 'AUTH.UNAVAILABLE');
    });

    it('portal addresses carry the redirect_uri', async () => {
      const { port } = await make();
      const r = 'http://localhost:8080/news?x=1';
      for (const url of [port.loginUrl(r), port.registerUrl(r), port.logoutUrl(r)]) {
        expect(new URL(url).searchParams.get('redirect_uri')).toBe(r);
      }
    });
  });
}
