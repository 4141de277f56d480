import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import fc from 'fast-check';
import { onZoneClock, zoneOffsetMinutes } from './zone-clock';

dayjs.extend(utc);
dayjs.extend(timezone);

const FORMAT = 'YYYY-MM-DD HH:mm:ss ddd MMM Z';
// 1990 to 2100, minute-exact instants, and instants right around the clock changes
const instant = fc.oneof(
  fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) }),
  fc
    .tuple(
      fc.integer({ min: 1996, max: 2090 }),
      fc.constantFrom(2, 9),
      fc.integer({ min: 24, max: 31 }),
      fc.integer({ min: -3, max: 3 }),
    )
    .map(([year, month, day, minutes]) => Date.UTC(year, month, day, 1, minutes)),
);

describe("a zone's wall clock", () => {
  it.each(['Europe/London', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kolkata'])(
    "property: the same clock as dayjs' timezone plugin, in %s",
    (zone) => {
      fc.assert(
        fc.property(instant, (ms) => {
          expect(zoneOffsetMinutes(zone, ms)).toBe(dayjs.utc(ms).tz(zone).utcOffset());
          expect(onZoneClock(zone, ms).format(FORMAT)).toBe(dayjs.utc(ms).tz(zone).format(FORMAT));
        }),
        { numRuns: 300 },
      );
    },
  );

  it("London's clock changes at 01:00 UTC on the last Sundays of March and October", () => {
    expect(onZoneClock('Europe/London', Date.UTC(2026, 2, 29, 0, 59)).format('HH:mm Z')).toBe('00:59 +00:00');
    expect(onZoneClock('Europe/London', Date.UTC(2026, 2, 29, 1, 0)).format('HH:mm Z')).toBe('02:00 +01:00');
    expect(onZoneClock('Europe/London', Date.UTC(2026, 9, 25, 0, 59)).format('HH:mm Z')).toBe('01:59 +01:00');
    expect(onZoneClock('Europe/London', Date.UTC(2026, 9, 25, 1, 0)).format('HH:mm Z')).toBe('01:00 +00:00');
  });

  it('asks Intl about a year once: every later date of that year is a lookup', () => {
    const toParts = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    zoneOffsetMinutes('Pacific/Chatham', Date.UTC(2041, 0, 5));
    const asked = toParts.mock.calls.length;
    expect(asked).toBeGreaterThan(0);
    for (let day = 0; day < 365; day++) onZoneClock('Pacific/Chatham', Date.UTC(2041, 0, 1 + day, 19, 45));
    expect(toParts.mock.calls.length).toBe(asked);
    toParts.mockRestore();
  });

  it('London from 1996 on needs no Intl (its first formatter costs a phone 20-30 ms while a page hydrates)', () => {
    const toParts = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    for (let year = 1996; year <= 2090; year += 7) onZoneClock('Europe/London', Date.UTC(year, 5, 15, 12));
    expect(toParts).not.toHaveBeenCalled();
    toParts.mockRestore();
  });

  it('an invalid instant stays invalid', () => {
    expect(onZoneClock('Europe/London', Number.NaN).isValid()).toBe(false);
  });
});
