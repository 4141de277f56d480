import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AlternateAuthProvider } from '@core';
import { expectOk, isIsoDate, type Make } from './contract-helpers';

/** The inactive providers' contract: a good credential establishes a user, anything else is a coded error, never a throw. */
export interface AlternateAuthFixture {
  readonly provider: AlternateAuthProvider;
  /** a credential this provider accepts, freshly made */
  goodCredential(): Promise<string>;
}

export function alternateAuthContract(make: Make<AlternateAuthFixture>) {
  describe('AlternateAuthProvider contract', () => {
    it('establishes a user with a future access expiry from a good credential', async () => {
      const { provider, goodCredential } = await make();
      const id = expectOk(await provider.establish(await goodCredential()));
      expect(id.sub).not.toBe('');
      expect(id.firstName).not.toBe('');
      expect(isIsoDate(id.access_token_expires_utc)).toBe(true);
      expect(Date.parse(id.access_token_expires_utc)).toBeGreaterThan(Date.now());
    });

    it('refuses random credentials with a coded error', async () => {
      const { provider } = await make();
      await fc.assert(
        fc.asyncProperty(fc.string({ maxLength: 40 }), async (junk) => {
          const r = await provider.establish(junk);
          expect(r.ok).toBe(false);
          if (!r.ok) expect(r.error.code).toMatch(/^AUTH\./);
        }),
        { numRuns: 15 },
      );
    });
  });
}
