import fc from 'fast-check';
import { daysInMonth, isLeapYear, isValidCalendarDate } from './calendar-date';

describe('calendar date validity', () => {
  it('agrees with the UTC calendar for every day of every month', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 9999 }),
        fc.integer({ min: -1, max: 14 }),
        fc.integer({ min: -1, max: 33 }),
        (y, m, d) => {
          const date = new Date(Date.UTC(y, m - 1, d));
          const real = date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
          expect(isValidCalendarDate(y, m, d)).toBe(real);
        },
      ),
    );
  });

  it('knows the leap-year exceptions', () => {
    expect([isLeapYear(2024), isLeapYear(1900), isLeapYear(2000), isLeapYear(2025)]).toEqual([
      true,
      false,
      true,
      false,
    ]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(isValidCalendarDate(2025, 2, 29)).toBe(false);
    expect(isValidCalendarDate(2025, 1.5, 1)).toBe(false);
  });
});
