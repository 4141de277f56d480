import { describe, expect, it } from 'vitest';
import type { SponsorPort } from '@core';
import { expectOk, type Make } from './contract-helpers';

/** Every SponsorPort adapter keeps these promises, whatever its seed. */
export function sponsorPortContract(make: Make<SponsorPort>) {
  describe('SponsorPort contract', () => {
    it('rows have sizes small or large and well-formed sponsors', async () => {
      const rows = expectOk(await (await make()).footerRows());
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(['small', 'large']).toContain(row.sponsorSize);
        expect(Number.isFinite(row.forcedOrder)).toBe(true);
        for (const s of row.sponsors) {
          expect(s.sponsorID.length).toBeGreaterThan(0);
          expect(s.title.length).toBeGreaterThan(0);
          expect(typeof s.published).toBe('boolean');
          expect(typeof s.isChildFriendly).toBe('boolean');
          expect(Number.isFinite(s.forcedOrder)).toBe(true);
        }
      }
    });

    it('row ids and sponsor ids are unique', async () => {
      const rows = expectOk(await (await make()).footerRows());
      expect(new Set(rows.map((r) => r.rowID)).size).toBe(rows.length);
      const ids = rows.flatMap((r) => r.sponsors.map((s) => s.sponsorID));
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('the header sponsor is null or has a name and an image', async () => {
      const header = expectOk(await (await make()).headerSponsor());
      if (header !== null) {
        expect(header.name.length).toBeGreaterThan(0);
        expect(header.image.length).toBeGreaterThan(0);
        expect(typeof header.childFriendly).toBe('boolean');
      }
    });
  });
}
