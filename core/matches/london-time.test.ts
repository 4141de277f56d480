import fc from 'fast-check';
import { inLondon, londonMonthKey, londonMonthLabel } from './london-time';

// instants as the feeds send them (ISO with Z), across clock changes and month ends, and junk
const iso = fc.oneof(
  fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2060, 0, 1) }).map((ms) => new Date(ms).toISOString()),
  fc
    .tuple(
      fc.integer({ min: 1996, max: 2050 }),
      fc.integer({ min: 0, max: 11 }),
      fc.constantFrom(1, 28, 29, 30, 31),
      fc.integer({ min: 22, max: 23 }),
      fc.integer({ min: 0, max: 59 }),
    )
    .map(([y, m, d, h, min]) => new Date(Date.UTC(y, m, d, h, min)).toISOString()),
  fc.constantFrom('', 'not a date', '2025-13-01T00:00:00Z', '0099-06-01T12:00:00Z'),
);

describe("London's month of a kick-off", () => {
  it("property: the same key and label as dayjs on London's clock", () => {
    fc.assert(
      fc.property(iso, (when) => {
        expect(londonMonthKey(when)).toBe(inLondon(when).format('YYYY-MM'));
        expect(londonMonthLabel(when)).toBe(inLondon(when).format('MMMM YYYY'));
      }),
      { numRuns: 1000 },
    );
  });

  it('a 23:30 UTC kick-off on 31 October in summer time is still October; on 30 April it is May in London', () => {
    expect(londonMonthLabel('2025-10-31T23:30:00Z')).toBe('October 2025'); // GMT again by then
    expect(londonMonthLabel('2025-04-30T23:30:00Z')).toBe('May 2025');
    expect(londonMonthKey('2025-04-30T23:30:00Z')).toBe('2025-05');
  });
});
