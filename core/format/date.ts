import { club, dateFormats } from '../config/site-config';
import { isValidCalendarDate } from './calendar-date';
import { boundedMemo } from '../shared/bounded-memo';
import { onZoneClock } from './zone-clock';

/**
 * Dates as the site shows them, formatted by dayjs in the club's timezone (Europe/London)
 * so a 23:30 UTC kick-off in summer shows the London date. The formats are the web
 * settings' `dateFormats` ('D MMM YYYY', 'ddd D MMM'); site-config's are the default.
 * dayjs' English names are the spec's ('Sep', never ICU en-GB's 'Sept').
 */

// ISO 8601 as the feeds send it: a date, optionally a time and an offset.
const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,9})?)?(Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?)?$/;

/**
 * The instant, parsed strictly: Date.parse alone accepts '1' (as 2001), rolls
 * '2025-02-30' into March and reads an offset-less time in the machine's zone. Feeds
 * send UTC, so a missing offset means UTC here, the same on every machine.
 */
function parseInstant(iso: string): number | undefined {
  if (typeof iso !== 'string') return undefined;
  const m = ISO.exec(iso);
  if (!m) return undefined;
  if (!isValidCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]))) return undefined;
  const withZone = m[4] !== undefined && m[7] === undefined ? `${iso}Z` : iso;
  const ms = Date.parse(withZone);
  return Number.isNaN(ms) ? undefined : ms;
}

/**
 * The site server formats the same dates again on every render (and the conversion to
 * London's clock costs a table lookup, see zone-clock). A date in a format is always the
 * same text: the last few hundred are kept.
 */
const formatted = boundedMemo((key) => {
  const [format, iso] = JSON.parse(key) as [string, string];
  const ms = parseInstant(iso);
  if (ms === undefined) return '';
  const london = onZoneClock(club.timezone, ms);
  return london.isValid() ? london.format(format) : '';
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
