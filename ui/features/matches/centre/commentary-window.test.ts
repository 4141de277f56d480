import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { commentaryWindow, earlierPage } from './commentary-window';

// newest first, as the match centre lists them
const entries = fc
  .uniqueArray(fc.integer({ min: 1, max: 5_000 }), { maxLength: 300 })
  .map((seqs) => seqs.sort((a, b) => b - a).map((sequence) => ({ sequence })));
const page = fc.integer({ min: 1, max: 80 });

describe('commentary window', () => {
  it('at first, the newest page of entries, newest first, and the rest counted as hidden', () => {
    fc.assert(
      fc.property(entries, page, (all, n) => {
        const { shown, hidden } = commentaryWindow(all, null, n);
        expect(shown).toEqual(all.slice(0, n));
        expect(shown.length + hidden).toBe(all.length);
      }),
    );
  });

  it('each earlier page shows one more page, focuses its first entry, and ends with every entry shown', () => {
    fc.assert(
      fc.property(entries, page, (all, n) => {
        let earliest: number | null = null;
        let { shown } = commentaryWindow(all, earliest, n);
        for (let step = 0; step < all.length; step++) {
          const next = earlierPage(all, shown.length, n);
          if (!next) break;
          const before = shown.length;
          earliest = next.earliest;
          shown = commentaryWindow(all, earliest, n).shown;
          expect(shown.length).toBe(Math.min(all.length, before + n));
          expect(shown[before]!.sequence).toBe(next.first);
        }
        expect(shown).toEqual(all);
        expect(earlierPage(all, shown.length, n)).toBeNull();
      }),
    );
  });

  it('what the fan revealed stays shown as new entries arrive above it', () => {
    fc.assert(
      fc.property(entries, page, fc.integer({ min: 1, max: 20 }), (all, n, arriving) => {
        const next = earlierPage(all, Math.min(all.length, n), n);
        if (!next) return;
        const revealed = commentaryWindow(all, next.earliest, n).shown;
        const top = all[0]!.sequence;
        const grown = [...Array.from({ length: arriving }, (_, i) => ({ sequence: top + arriving - i })), ...all];
        const after = commentaryWindow(grown, next.earliest, n);
        expect(after.shown.slice(arriving)).toEqual(revealed);
        expect(after.hidden).toBe(all.length - revealed.length);
      }),
    );
  });
});
