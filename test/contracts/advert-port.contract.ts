import { describe, expect, it } from 'vitest';
import type { AdvertPort } from '@core';
import { expectOk, isIsoDate, type Make } from './contract-helpers';

/** Every AdvertPort adapter keeps these promises, whatever its seed and whichever wire shape (v1 or v2) it reads. */
export function advertPortContract(make: Make<AdvertPort>) {
  describe('AdvertPort contract', () => {
    it('footer adverts have ISO timings with start before end', async () => {
      const adverts = expectOk(await (await make()).footerAdverts());
      expect(adverts.length).toBeGreaterThan(0);
      for (const a of adverts) {
        expect(isIsoDate(a.timings.startUTC)).toBe(true);
        expect(isIsoDate(a.timings.endUTC)).toBe(true);
        expect(Date.parse(a.timings.startUTC)).toBeLessThan(Date.parse(a.timings.endUTC));
      }
    });

    it('adverts have unique ids, a name, flags and typed images', async () => {
      const adverts = expectOk(await (await make()).footerAdverts());
      expect(new Set(adverts.map((a) => a.id)).size).toBe(adverts.length);
      for (const a of adverts) {
        expect(a.advertName.length).toBeGreaterThan(0);
        expect(typeof a.enabled).toBe('boolean');
        expect(typeof a.childFriendly).toBe('boolean');
        expect(typeof a.channel).toBe('string');
        for (const image of a.images) {
          expect(image.type.length).toBeGreaterThan(0);
          // an image-library key, or (v1) an absolute http(s) address of the picture
          if (image.src === undefined) expect(image.imageKey.length).toBeGreaterThan(0);
          else expect(new URL(image.src).protocol).toMatch(/^https?:$/);
        }
      }
    });
  });
}
