import { describe, expect, it } from 'vitest';
import type { PromoPort } from '@core';
import { expectOk, isIsoDate, type Make } from './contract-helpers';

/** Every PromoPort adapter keeps these promises, whatever its seed. */
export function promoPortContract(make: Make<PromoPort>) {
  describe('PromoPort contract', () => {
    it('promos have valid windows (ISO, start before end) and a known size', async () => {
      const promos = expectOk(await (await make()).overlays());
      expect(promos.length).toBeGreaterThan(0);
      for (const p of promos) {
        expect(isIsoDate(p.startDateTime)).toBe(true);
        expect(isIsoDate(p.endDateTime)).toBe(true);
        expect(Date.parse(p.startDateTime)).toBeLessThan(Date.parse(p.endDateTime));
        expect(['Default', 'Mini']).toContain(p.type);
      }
    });

    it('promo ids are unique and each promo has an image with alt text', async () => {
      const promos = expectOk(await (await make()).overlays());
      expect(new Set(promos.map((p) => p.promoID)).size).toBe(promos.length);
      for (const p of promos) {
        expect(p.promoID.length).toBeGreaterThan(0);
        expect(p.imageKey.length).toBeGreaterThan(0);
        expect(typeof p.imageAltText).toBe('string');
        expect(typeof p.webNewWindow).toBe('boolean');
      }
    });
  });
}
