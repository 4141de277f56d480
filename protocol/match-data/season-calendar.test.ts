import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { previousSeason, seasonLabel, seasonOf, seasonSlug, seasonStartYear } from './season-calendar';

describe('season calendar', () => {
  it('a season runs August to May; June and July already belong to the next one (London days)', () => {
    expect(seasonOf(Date.parse('2026-11-27T12:00:00Z'))).toBe('2026-27');
    expect(seasonOf(Date.parse('2027-05-31T22:59:59Z'))).toBe('2026-27'); // 23:59 on 31 May in London
    expect(seasonOf(Date.parse('2027-05-31T23:00:00Z'))).toBe('2027-28'); // midnight, 1 June in London
    expect(seasonOf(Date.parse('2027-01-01T00:00:00Z'))).toBe('2026-27');
    expect(seasonOf(Date.parse('2026-07-15T12:00:00Z'))).toBe('2026-27');
    expect(seasonOf(Date.parse('1999-12-31T12:00:00Z'))).toBe('1999-00');
    expect(seasonLabel('2026-27')).toBe('2026/27');
    expect(previousSeason('2000-01')).toBe('1999-00');
  });

  it('is monotone over time, changes exactly once a year, and every slug round-trips', () => {
    const min = Date.UTC(1990, 0, 1);
    const max = Date.UTC(2090, 0, 1);
    fc.assert(
      fc.property(fc.integer({ min, max }), fc.integer({ min: 0, max: 400 * 86_400_000 }), (t, gap) => {
        const a = seasonOf(t);
        const b = seasonOf(t + gap);
        expect(seasonStartYear(b) - seasonStartYear(a)).toBeGreaterThanOrEqual(0);
        expect(seasonStartYear(b) - seasonStartYear(a)).toBeLessThanOrEqual(2);
        if (gap < 365 * 86_400_000) expect(seasonStartYear(b) - seasonStartYear(a)).toBeLessThanOrEqual(1);
        expect(seasonSlug(seasonStartYear(a))).toBe(a);
        expect(a).toMatch(/^\d{4}-\d{2}$/);
        expect(previousSeason(a)).toBe(seasonSlug(seasonStartYear(a) - 1));
      }),
    );
  });

  it('a season holds every day from 1 June to 31 May, London time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1990, max: 2089 }), fc.integer({ min: 0, max: 364 }), (year, day) => {
        const noonLondon = Date.UTC(year, 5, 1, 11) + day * 86_400_000;
        expect(seasonOf(noonLondon)).toBe(seasonSlug(year));
      }),
    );
  });
});
