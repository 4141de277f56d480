import fc from 'fast-check';
import { formatLondon } from '@core';
import { londonTimeToUtcMs } from '@protocol/match-data/london-kick-off';

/**
 * The stand-in's seeds set kick-offs on London's clock with protocol/'s own copy of the UK rule
 * (protocol/ imports nothing); the site reads them on core's (core/format/london-time.ts). The
 * two must agree, or a 15:00 kick-off would show as 14:00 or 16:00 around a clock change.
 */
describe("the seeds' London clock and the site's", () => {
  it('property: a wall-clock time the seeds set is the time the site shows, across the clock changes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1996, max: 2090 }),
        fc.integer({ min: 0, max: 11 }),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 0, max: 23 }).filter((h) => h < 1 || h > 2), // 01:00-02:59 is skipped or doubled once a year
        fc.integer({ min: 0, max: 59 }),
        (year, month, day, hour, minute) => {
          const iso = new Date(londonTimeToUtcMs(year, month, day, hour, minute)).toISOString();
          const wall = `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')} ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
          expect(formatLondon(iso, 'YYYY-MM-DD HH:mm')).toBe(wall);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
