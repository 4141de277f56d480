import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { listFilterFromParams } from './list-filter';

describe('listFilterFromParams', () => {
  it('maps list routes to filters and everything else to null', () => {
    expect(listFilterFromParams({})).toEqual({});
    expect(listFilterFromParams({ category: 'women' })).toEqual({ category: 'women' });
    expect(listFilterFromParams({ year: '2025' })).toEqual({ year: 2025 });
    expect(listFilterFromParams({ year: '2025', month: '08' })).toEqual({ year: 2025, month: 8 });
    expect(listFilterFromParams({ year: '2025', month: '08', day: '14' })).toEqual({ year: 2025, month: 8, day: 14 });
    expect(listFilterFromParams({ year: '2025', month: '13' })).toBeNull();
    expect(listFilterFromParams({ year: '2025', month: '02', day: '30' })).toBeNull();
    expect(listFilterFromParams({ slug: 'an-article' })).toBeNull();
  });

  it('every valid month archive round-trips, every month over 12 is rejected (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9999 }), fc.integer({ min: 1, max: 99 }), (year, month) => {
        const f = listFilterFromParams({ year: String(year), month: String(month).padStart(2, '0') });
        expect(f).toEqual(month <= 12 ? { year, month } : null);
      }),
    );
  });
});
