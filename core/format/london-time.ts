/**
 * London time, in one place: every date the site shows or groups by is on the club's clock
 * (Europe/London), never the server's or the browser's, so a 23:30 UTC kick-off in summer shows
 * the London date and a 19:45 kick-off on 31 October is October on every machine.
 *
 * One parser (parseInstant) reads every ISO date; one wall clock (zone-clock.ts: a table per
 * year, no Intl for London since 1996) turns the instant into London's fields; dayjs formats
 * them with the web settings' formats ('D MMM YYYY', 'ddd D MMM'; site-config's are the
 * default). dayjs' English names are the spec's ('Sep', never ICU en-GB's 'Sept').
 */
import type dayjs from 'dayjs';
import { club, dateFormats } from '../config/site-config';
import { boundedMemo } from '../shared/bounded-memo';
import { isValidCalendarDate } from './calendar-date';
import { onZoneClock, zoneOffsetMinutes } from './zone-clock';

// ISO 8601 as the feeds send it: a date, optionally a time and an offset.
const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,9})?)?(Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?)?$/;

/**
 * The instant of an ISO date, parsed strictly: Date.parse alone accepts '1' (as 2001), rolls
 * '2025-02-30' into March and reads an offset-less time in the machine's zone. Feeds send UTC,
 * so a missing offset means UTC here, the same on every machine. undefined for anything else.
 */
export function parseInstant(iso: string): number | undefined {
  if (typeof iso !== 'string') return undefined;
  const m = ISO.exec(iso);
  if (!m) return undefined;
  if (!isValidCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]))) return undefined;
  const withZone = m[4] !== undefined && m[7] === undefined ? `${iso}Z` : iso;
  const ms = Date.parse(withZone);
  return Number.isNaN(ms) ? undefined : ms;
}

/** an ISO date or an epoch instant, as an instant (undefined when it is neither) */
const instantOf = (at: string | number): number | undefined =>
  typeof at === 'number' ? (Number.isFinite(at) ? at : undefined) : parseInstant(at);

/**
 * The instant on London's wall clock, for reading its fields; undefined for no date. A
 * fixed-offset dayjs: do date arithmetic on instants, not on this (see onZoneClock).
 */
export function inLondon(at: string | number): dayjs.Dayjs | undefined {
  const ms = instantOf(at);
  if (ms === undefined) return undefined;
  const wall = onZoneClock(club.timezone, ms);
  return wall.isValid() ? wall : undefined;
}

/**
 * The site server formats the same dates again on every render: a date in a format is always
 * the same text, so the last few hundred are kept.
 */
const formatted = boundedMemo((key) => {
  const [format, iso] = JSON.parse(key) as [string, string];
  return inLondon(iso)?.format(format) ?? '';
}, 500);

/** `format` (dayjs tokens) in Europe/London; '' when the input is not a valid ISO date. */
export function formatLondon(iso: string, format: string): string {
  return typeof iso === 'string' ? formatted(JSON.stringify([format, iso])) : '';
}

/** 'D MMM YYYY' (or the web settings' date format) in Europe/London, e.g. '3 Aug 2025' */
export function formatDate(iso: string, format: string = dateFormats.date): string {
  return formatLondon(iso, format);
}

/** 'ddd D MMM' (or the web settings' match date format) in Europe/London, e.g. 'Sun 3 Aug' */
export function formatMatchDate(iso: string, format: string = dateFormats.matchDate): string {
  return formatLondon(iso, format);
}

/** '15:00': a kick-off's time on London's clock */
export const formatKickOffTime = (iso: string): string => formatLondon(iso, 'HH:mm');

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 'August' for 8; '' outside 1..12 */
export const monthName = (month: number): string => MONTH_NAMES[month - 1] ?? '';

/** A day on London's calendar; month and day 1-based. */
export interface LondonDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/**
 * London's calendar day of an instant: the zone clock's offset and one Date, no dayjs
 * formatting. The fixtures page groups a whole season by month as it hydrates, in one
 * component's render that cannot be split; dayjs per match was most of it.
 */
export function londonDate(at: string | number): LondonDate | undefined {
  const ms = instantOf(at);
  if (ms === undefined) return undefined;
  const wall = new Date(ms + zoneOffsetMinutes(club.timezone, ms) * 60_000);
  const year = wall.getUTCFullYear();
  return Number.isNaN(year) ? undefined : { year, month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** '2025-10-31': the London calendar day of an instant ('' for no date) */
export const londonDay = (at: string | number): string => {
  const d = londonDate(at);
  return d ? `${pad(d.year, 4)}-${pad(d.month, 2)}-${pad(d.day, 2)}` : '';
};

/** '2025-10' ('' for no date) */
export const londonMonthKey = (at: string | number): string => {
  const d = londonDate(at);
  return d ? `${pad(d.year, 4)}-${pad(d.month, 2)}` : '';
};

/** 'October 2025' ('' for no date) */
export const londonMonthLabel = (at: string | number): string => {
  const d = londonDate(at);
  return d ? `${monthName(d.month)} ${pad(d.year, 4)}` : '';
};
