import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DigestPort } from '@core';
import type { Make } from './contract-helpers';

/** Every DigestPort gives the SHA-256 of a text's UTF-8 bytes as 64 lowercase hex digits. */
export function digestPortContract(make: Make<DigestPort>) {
  describe('DigestPort contract', () => {
    it('matches the FIPS 180-4 examples', async () => {
      const digest = await make();
      expect(await digest.sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
      expect(await digest.sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    });

    it('hashes any text as UTF-8, as the site server does', async () => {
      const digest = await make();
      await fc.assert(
        fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 80 }), async (text) => {
          expect(await digest.sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
        }),
        { numRuns: 50 },
      );
    });
  });
}
