import fc from 'fast-check';
import {
  formatDate,
  formatKickOffTime,
  formatMatchDate,
  inLondon,
  londonDate,
  londonDay,
  londonMonthKey,
  londonMonthLabel,
  monthName,
  parseInstant,
} from './london-time';

const DATE = /^([1-9]|[12]\d|3[01]) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}$/;
const MATCH_DATE =
  /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) ([1-9]|[12]\d|3[01]) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)$/;

// instants between 1900 and 2200, as UTC ISO strings
const instant = fc
  .integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2200, 0, 1) })
  .map((ms) => new Date(ms).toISOString());

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
    fc.assert(
      fc.property(fc.string(), (s) => {
        const d = formatDate(s);
        const md = formatMatchDate(s);
        expect(d === '' || DATE.test(d)).toBe(true);
        expect(md === '' || MATCH_DATE.test(md)).toBe(true);
      }),
    );
  });

  it('agrees with Intl for any instant (day, month, year and weekday in London)', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Europe/London',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    });
    fc.assert(
      fc.property(instant, (iso) => {
        const parts = Object.fromEntries(intl.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
        expect(formatDate(iso)).toBe(`${parts.day} ${parts.month} ${parts.year}`);
        expect(formatMatchDate(iso)).toBe(`${parts.weekday} ${parts.day} ${parts.month}`);
      }),
    );
  });

  it('treats a time without an offset as UTC whatever the machine zone', () => {
    fc.assert(
      fc.property(instant, (iso) => {
        expect(formatDate(iso.replace('Z', ''))).toBe(formatDate(iso));
      }),
    );
  });
});

describe('dates with dayjs in Europe/London (properties)', () => {
  // a summer instant (BST, UTC+1) within the hour before midnight UTC
  const nearMidnightInSummer = fc
    .record({
      day: fc.integer({ min: Date.UTC(2020, 3, 5) / 86_400_000, max: Date.UTC(2030, 8, 20) / 86_400_000 }),
      minutes: fc.integer({ min: 0, max: 59 }),
    })
    .map(({ day, minutes }) => day * 86_400_000 + (23 * 60 + minutes) * 60_000)
    .filter((ms) => {
      const m = new Date(ms).getUTCMonth();
      return m >= 4 && m <= 8;
    }); // May..Sep: always BST

  it('a date near midnight UTC in BST shows the next London day', () => {
    fc.assert(
      fc.property(nearMidnightInSummer, (ms) => {
        const next = new Date(ms + 3_600_000);
        const expected = `${next.getUTCDate()} ${next.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' })} ${next.getUTCFullYear()}`;
        expect(formatDate(new Date(ms).toISOString())).toBe(expected);
      }),
    );
  });

  it('in winter (GMT) the London day is the UTC day', () => {
    const winter = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) }).filter((ms) => {
      const m = new Date(ms).getUTCMonth();
      return m === 11 || m <= 1;
    });
    fc.assert(
      fc.property(winter, (ms) => {
        const d = new Date(ms);
        expect(formatDate(d.toISOString(), 'YYYY-MM-DD')).toBe(d.toISOString().slice(0, 10));
      }),
    );
  });

  it("uses the web settings' format when given, the site's when not", () => {
    fc.assert(
      fc.property(instant, (iso) => {
        expect(formatDate(iso, 'D MMM YYYY')).toBe(formatDate(iso));
        expect(formatMatchDate(iso, 'ddd D MMM')).toBe(formatMatchDate(iso));
        expect(formatDate(iso, 'ddd D MMM')).toBe(formatMatchDate(iso));
      }),
    );
  });

  it('converts a date to London time once, however many times a page (or the next render) shows it', () => {
    const toParts = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    const first = formatDate('2031-05-17T23:10:00Z');
    const conversions = toParts.mock.calls.length;
    for (let i = 0; i < 20; i++) expect(formatDate('2031-05-17T23:10:00Z')).toBe(first);
    expect(first).toBe('18 May 2031');
    expect(toParts.mock.calls.length).toBe(conversions);
    // the same date in another format is its own text
    expect(formatMatchDate('2031-05-17T23:10:00Z')).toBe('Sun 18 May');
  });
});

// instants as the feeds send them (ISO with Z), across clock changes and month ends, and junk
const feedInstant = fc.oneof(
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
  fc.constantFrom('', 'not a date', '2025-13-01T00:00:00Z', '0099-06-01T12:00:00Z', '2025-02-30T12:00:00Z'),
);

describe("London's calendar without dayjs formatting (the fixtures page's months, the archive's days)", () => {
  it("property: the same day, month key and label as dayjs on London's clock, and '' for no date", () => {
    fc.assert(
      fc.property(feedInstant, (when) => {
        const wall = inLondon(when);
        expect(londonDay(when)).toBe(wall?.format('YYYY-MM-DD') ?? '');
        expect(londonMonthKey(when)).toBe(wall?.format('YYYY-MM') ?? '');
        expect(londonMonthLabel(when)).toBe(wall?.format('MMMM YYYY') ?? '');
        expect(londonDate(when) === undefined).toBe(parseInstant(when) === undefined);
      }),
      { numRuns: 1000 },
    );
  });

  it('an instant as a number reads the same as its ISO string', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2060, 0, 1) }), (ms) => {
        const iso = new Date(ms).toISOString();
        expect(londonDate(ms)).toEqual(londonDate(iso));
        expect(londonDay(ms)).toBe(londonDay(iso));
      }),
    );
  });

  it('a 23:30 UTC kick-off on 31 October in summer time is still October; on 30 April it is May in London', () => {
    expect(londonMonthLabel('2025-10-31T23:30:00Z')).toBe('October 2025'); // GMT again by then
    expect(londonMonthLabel('2025-04-30T23:30:00Z')).toBe('May 2025');
    expect(londonMonthKey('2025-04-30T23:30:00Z')).toBe('2025-05');
    expect(londonDate('2025-06-30T23:00:00Z')).toEqual({ year: 2025, month: 7, day: 1 });
  });

  it("a kick-off's time is London's, and the month names are the spec's English", () => {
    expect(formatKickOffTime('2025-08-09T14:00:00Z')).toBe('15:00');
    expect(formatKickOffTime('2025-12-06T15:00:00Z')).toBe('15:00');
    expect(formatKickOffTime('yesterday')).toBe('');
    expect([1, 8, 12].map(monthName)).toEqual(['January', 'August', 'December']);
    expect([0, 13].map(monthName)).toEqual(['', '']);
  });
});
