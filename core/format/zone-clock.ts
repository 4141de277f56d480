/**
 * A timezone's wall clock, fast. dayjs' timezone plugin asks Intl for the zone's offset on
 * every conversion (about 0.15 ms a date on a phone, more for a cold page): the fixtures page
 * converts each of a season's matches several times while it hydrates, which was the
 * biggest single cost of its main-thread work. A zone's offset only changes at a few
 * instants a year, so each year's changes are found once (the offset at each month's start,
 * and a binary search to the minute where it differs) and every later conversion is a table
 * lookup and a fixed-offset dayjs. The same offsets as the plugin: property-tested against it.
 *
 * The club's own zone needs no Intl at all for the years that matter: since 1996 London's
 * clock follows the EU rule (summer time from 01:00 UTC on the last Sunday of March to 01:00
 * UTC on the last Sunday of October), so its table is computed. That is what a phone saves:
 * a page's first Intl.DateTimeFormat loads ICU's zone and locale data, 20-30 ms of one task
 * while the fixtures page hydrates. The property test holds the rule to Intl's answer for
 * every year it covers (a change in the law arrives as new tz data, and the test goes red).
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

const MINUTE = 60_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** the zone's offset from UTC in minutes at an instant, as Intl gives it (one formatter per zone) */
function intlOffset(zone: string, ms: number): number {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  const part: Record<string, number> = {};
  for (const { type, value } of formatter.formatToParts(ms)) part[type] = Number(value);
  const wall = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour! % 24, part.minute!, part.second!);
  return Math.round((wall - Math.floor(ms / 1000) * 1000) / MINUTE);
}

/** from each instant on (ascending), the offset in minutes, until the next */
type YearTable = readonly (readonly [from: number, offset: number])[];

function yearTable(zone: string, year: number): YearTable {
  const starts = Array.from({ length: 13 }, (_, month) => Date.UTC(year, month, 1));
  const table: [number, number][] = [[starts[0]!, intlOffset(zone, starts[0]!)]];
  for (let i = 1; i < starts.length; i++) {
    const offset = intlOffset(zone, starts[i]!);
    const before = table[table.length - 1]![1];
    if (offset === before) continue;
    // the first minute of the new offset: offsets change on a minute
    let lo = starts[i - 1]! / MINUTE;
    let hi = starts[i]! / MINUTE;
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (intlOffset(zone, mid * MINUTE) === before) lo = mid;
      else hi = mid;
    }
    table.push([hi * MINUTE, offset]);
  }
  return table;
}

/** the last Sunday of a month (0-based), as a UTC day of the month */
function lastSunday(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return last.getUTCDate() - last.getUTCDay();
}

/** zones whose clock is a known rule from a year on: the table without asking Intl */
const RULES: Readonly<Record<string, { readonly since: number; table(year: number): YearTable }>> = {
  'Europe/London': {
    since: 1996,
    table: (year) => [
      [Date.UTC(year, 0, 1), 0],
      [Date.UTC(year, 2, lastSunday(year, 2), 1), 60],
      [Date.UTC(year, 9, lastSunday(year, 9), 1), 0],
    ],
  },
};

function tableOf(zone: string, year: number): YearTable {
  const rule = RULES[zone];
  return rule && year >= rule.since ? rule.table(year) : yearTable(zone, year);
}

const tables = new Map<string, YearTable>();

/** the zone's offset from UTC in minutes at the instant `ms` */
export function zoneOffsetMinutes(zone: string, ms: number): number {
  const year = new Date(ms).getUTCFullYear();
  const key = `${zone} ${year}`;
  let table = tables.get(key);
  if (!table) {
    table = tableOf(zone, year);
    tables.set(key, table);
  }
  let offset = table[0]![1];
  for (const [from, o] of table) if (ms >= from) offset = o;
  return offset;
}

/**
 * The instant on the zone's wall clock, for formatting and reading its fields (date, hour,
 * month). A fixed-offset dayjs: arithmetic across a clock change keeps the offset it started
 * with, so do date arithmetic on instants, not on this.
 */
export function onZoneClock(zone: string, ms: number): dayjs.Dayjs {
  const instant = dayjs.utc(ms);
  return instant.isValid() ? instant.utcOffset(zoneOffsetMinutes(zone, ms)) : instant;
}
