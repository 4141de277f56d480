import { club } from '../config/site-config';
import { isValidCalendarDate } from './calendar-date';

/**
 * Dates as the site shows them (site-shell §9 'D MMM YYYY', video-audio §9 'ddd D MMM'),
 * always in the club's timezone so a 00:30 UTC kick-off in summer shows the London date.
 *
 * Month and weekday names are fixed English abbreviations rather than Intl's: ICU's
 * en-GB now prints 'Sept', which is not the spec's 'MMM'. Intl is used only for the
 * timezone arithmetic (numeric parts), which is what it is good at.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

// ISO 8601 as the feeds send it: a date, optionally a time and an offset.
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,9})?)?(Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?)?$/;

const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: club.timezone, year: 'numeric', month: 'numeric', day: 'numeric',
});

interface LondonDate { readonly year: number; readonly month: number; readonly day: number; readonly weekday: number }

/**
 * Parses strictly: Date.parse alone accepts '1' (as 2001) and rolls '2025-02-30' into
 * March, and reads an offset-less time in the machine's zone. Feeds send UTC, so a
 * missing offset means UTC here, the same on every machine.
 */
function toLondonDate(iso: string): LondonDate | undefined {
  if (typeof iso !== 'string') return undefined;
  const m = ISO.exec(iso);
  if (!m) return undefined;
  if (!isValidCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]))) return undefined;
  const withZone = m[4] !== undefined && m[7] === undefined ? `${iso}Z` : iso;
  const ms = Date.parse(withZone);
  if (Number.isNaN(ms)) return undefined;
  const parts = londonParts.formatToParts(new Date(ms));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const year = get('year');
  const month = get('month');
  const day = get('day');
  if (!isValidCalendarDate(year, month, day)) return undefined;
  return { year, month, day, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay() };
}

/** 'D MMM YYYY' in Europe/London, e.g. '3 Aug 2025'; '' when the input is not a valid ISO date */
export function formatDate(iso: string): string {
  const d = toLondonDate(iso);
  return d ? `${d.day} ${MONTHS[d.month - 1]} ${d.year}` : '';
}

/** 'ddd D MMM' in Europe/London, e.g. 'Sun 3 Aug'; '' when the input is not a valid ISO date */
export function formatMatchDate(iso: string): string {
  const d = toLondonDate(iso);
  return d ? `${WEEKDAYS[d.weekday]} ${d.day} ${MONTHS[d.month - 1]}` : '';
}
