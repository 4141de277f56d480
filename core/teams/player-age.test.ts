import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import fc from 'fast-check';
import { londonDay } from '../format/london-time';
import { ageOn } from './player-age';

// the test's own clock: dayjs' timezone plugin, which the site no longer uses (see zone-clock)
dayjs.extend(utc);
dayjs.extend(timezone);

/** epoch ms of 00:00 London time on a calendar day */
const londonMidnight = (day: string) => dayjs.tz(`${day} 00:00`, 'Europe/London').valueOf();
const pad = (n: number) => String(n).padStart(2, '0');
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
/** the day a birthday falls on in `year` (29 Feb -> 1 Mar in a common year) */
const birthdayIn = (dob: string, year: number) => {
  const [, m, d] = dob.split('-');
  return m === '02' && d === '29' && !isLeap(year) ? `${year}-03-01` : `${year}-${m}-${d}`;
};

const dobArb = fc
  .record({
    y: fc.integer({ min: 1950, max: 2015 }),
    m: fc.integer({ min: 1, max: 12 }),
    d: fc.integer({ min: 1, max: 31 }),
  })
  .filter(({ y, m, d }) => new Date(Date.UTC(y, m - 1, d)).getUTCDate() === d)
  .map(({ y, m, d }) => `${y}-${pad(m)}-${pad(d)}`);

describe('age on a date (Europe/London)', () => {
  it('turns a year older at London midnight, in summer time and in winter', () => {
    // 23 Nov: GMT, so midnight London is midnight UTC
    expect(ageOn('2008-11-23', Date.parse('2026-11-22T23:59:59.999Z'))).toBe(17);
    expect(ageOn('2008-11-23', Date.parse('2026-11-23T00:00:00.000Z'))).toBe(18);
    // 1 Jul: BST, so the birthday begins at 23:00 UTC the evening before
    expect(ageOn('2000-07-01', Date.parse('2025-06-30T22:59:59.999Z'))).toBe(24);
    expect(ageOn('2000-07-01', Date.parse('2025-06-30T23:00:00.000Z'))).toBe(25);
    expect(londonDay(Date.parse('2025-06-30T23:00:00.000Z'))).toBe('2025-07-01');
  });

  it('a leap-day birthday is reached on 1 March in a common year, on 29 February in a leap year', () => {
    expect(ageOn('2004-02-29', londonMidnight('2025-02-28'))).toBe(20);
    expect(ageOn('2004-02-29', londonMidnight('2025-03-01'))).toBe(21);
    expect(ageOn('2004-02-29', londonMidnight('2028-02-29'))).toBe(24);
  });

  it('refuses a date of birth that is not YYYY-MM-DD', () => {
    expect(ageOn('23/11/2008', 0)).toBeUndefined();
    expect(ageOn('', 0)).toBeUndefined();
  });

  it('property: n years old from the London midnight of the nth birthday, n - 1 one millisecond before', () => {
    fc.assert(
      fc.property(dobArb, fc.integer({ min: 1, max: 60 }), (dob, n) => {
        const year = Number(dob.slice(0, 4)) + n;
        const birthday = londonMidnight(birthdayIn(dob, year));
        expect(ageOn(dob, birthday)).toBe(n);
        expect(ageOn(dob, birthday - 1)).toBe(n - 1);
      }),
    );
  });

  it('property: age never goes down as time passes', () => {
    fc.assert(
      fc.property(
        dobArb,
        fc.integer({ min: 0, max: 2_000_000_000_000 }),
        fc.integer({ min: 0, max: 400 * 86_400_000 }),
        (dob, t, later) => {
          expect(ageOn(dob, t + later)!).toBeGreaterThanOrEqual(ageOn(dob, t)!);
        },
      ),
    );
  });
});
