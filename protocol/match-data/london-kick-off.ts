/**
 * Kick-offs are set in London time (15:00 on a Saturday) but stored in UTC. protocol/ imports
 * nothing, so instead of a timezone library this applies the UK rule directly: British Summer
 * Time runs from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of
 * October. The site reads them on core's London clock (core/format/london-time.ts), which
 * applies the same rule: test/agreement/london-clocks.test.ts holds the two to each other.
 */
const lastSundayUtc = (year: number, month: number): number => {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
};

export function isBritishSummerTime(utcMs: number): boolean {
  const year = new Date(utcMs).getUTCFullYear();
  return utcMs >= lastSundayUtc(year, 2) && utcMs < lastSundayUtc(year, 9);
}

/** the UTC instant of a London wall-clock time (month 0-based, as Date.UTC) */
export function londonTimeToUtcMs(year: number, month: number, day: number, hour: number, minute = 0): number {
  const asIfUtc = Date.UTC(year, month, day, hour, minute);
  return isBritishSummerTime(asIfUtc - 3_600_000) ? asIfUtc - 3_600_000 : asIfUtc;
}
