import fc from 'fast-check';
import { formatDate, formatMatchDate } from './date';

const DATE = /^([1-9]|[12]\d|3[01]) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}$/;
const MATCH_DATE = /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) ([1-9]|[12]\d|3[01]) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)$/;

// instants between 1900 and 2200, as UTC ISO strings
const instant = fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2200, 0, 1) }).map((ms) => new Date(ms).toISOString());

describe('formatDate / formatMatchDate', () => {
  it('quotes the spec format: D MMM YYYY and ddd D MMM', () => {
    expect(formatDate('2025-08-03T14:00:00Z')).toBe('3 Aug 2025');
    expect(formatMatchDate('2025-08-03T14:00:00Z')).toBe('Sun 3 Aug');
    // 'Sep', never ICU's en-GB 'Sept'
    expect(formatDate('2025-09-13T12:00:00Z')).toBe('13 Sep 2025');
  });

  it('uses Europe/London across the BST and GMT boundaries', () => {
    // clocks go back at 01:00 UTC on 26 Oct 2025: 00:30 UTC is 01:30 BST, still the 26th
    expect(formatDate('2025-10-26T00:30:00Z')).toBe('26 Oct 2025');
    // in summer 23:30 UTC is already the next day in London
    expect(formatDate('2025-08-02T23:30:00Z')).toBe('3 Aug 2025');
    expect(formatMatchDate('2025-08-02T23:30:00Z')).toBe('Sun 3 Aug');
    // in winter London is UTC
    expect(formatDate('2025-12-31T23:30:00Z')).toBe('31 Dec 2025');
    // clocks go forward at 01:00 UTC on 30 Mar 2025
    expect(formatDate('2025-03-29T23:59:59Z')).toBe('29 Mar 2025');
    expect(formatDate('2025-03-30T23:00:00Z')).toBe('31 Mar 2025');
    // offsets are honoured
    expect(formatDate('2025-08-03T01:30:00+02:00')).toBe('3 Aug 2025');
    // a date without time is midnight UTC, which is 01:00 BST the same day
    expect(formatDate('2025-08-03')).toBe('3 Aug 2025');
  });

  it("returns '' for invalid input instead of a wrong date", () => {
    for (const bad of ['', '1', 'yesterday', '2025-02-30', '2025-13-01', '2025-08-03T25:00:00Z', 'NaN', '03/08/2025']) {
      expect(formatDate(bad)).toBe('');
      expect(formatMatchDate(bad)).toBe('');
    }
    expect(formatDate(undefined as unknown as string)).toBe('');
  });

  it('never throws, and gives either the format or an empty string for any string', () => {
    fc.assert(fc.property(fc.string(), (s) => {
      const d = formatDate(s);
      const md = formatMatchDate(s);
      expect(d === '' || DATE.test(d)).toBe(true);
      expect(md === '' || MATCH_DATE.test(md)).toBe(true);
    }));
  });

  it('agrees with Intl for any instant (day, month, year and weekday in London)', () => {
    const intl = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/London', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
    fc.assert(fc.property(instant, (iso) => {
      const parts = Object.fromEntries(intl.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
      expect(formatDate(iso)).toBe(`${parts.day} ${parts.month} ${parts.year}`);
      expect(formatMatchDate(iso)).toBe(`${parts.weekday} ${parts.day} ${parts.month}`);
    }));
  });

  it('treats a time without an offset as UTC whatever the machine zone', () => {
    fc.assert(fc.property(instant, (iso) => {
      expect(formatDate(iso.replace('Z', ''))).toBe(formatDate(iso));
    }));
  });
});
