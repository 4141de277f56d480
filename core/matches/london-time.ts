/**
 * dayjs set up once for match dates: every grouping and label is in the club's timezone
 * (Europe/London), never the server's or the browser's, so a 19:45 kick-off on 31 October
 * is October on every machine.
 */
import dayjs from 'dayjs';
import { club, dateFormats } from '../config/site-config';
import { onZoneClock, zoneOffsetMinutes } from '../format/zone-clock';

/** the instant on London's wall clock (a fixed-offset dayjs: see onZoneClock) */
export const inLondon = (iso: string | number): dayjs.Dayjs => onZoneClock(club.timezone, dayjs(iso).valueOf());

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

/**
 * London's year and month (0-based) of an instant: the zone clock's offset and one Date, no
 * dayjs formatting. The fixtures page groups a whole season by month as it hydrates, in one
 * component's render that cannot be split; dayjs per match was most of it. Only four-digit
 * years (dayjs pads others): anything else, and an invalid date, takes dayjs' own path.
 */
function londonYearMonth(iso: string): readonly [number, number] | undefined {
  const ms = dayjs(iso).valueOf();
  if (Number.isNaN(ms)) return undefined;
  const wall = new Date(ms + zoneOffsetMinutes(club.timezone, ms) * 60_000);
  const year = wall.getUTCFullYear();
  return year >= 1000 && year <= 9999 ? [year, wall.getUTCMonth()] : undefined;
}

/** '2025-10' */
export const londonMonthKey = (iso: string): string => {
  const ym = londonYearMonth(iso);
  return ym ? `${ym[0]}-${String(ym[1] + 1).padStart(2, '0')}` : inLondon(iso).format('YYYY-MM');
};
/** 'October 2025' */
export const londonMonthLabel = (iso: string): string => {
  const ym = londonYearMonth(iso);
  return ym ? `${MONTH_NAMES[ym[1]]} ${ym[0]}` : inLondon(iso).format('MMMM YYYY');
};
/** 'Sat 9 Aug' (the spec's match date format) */
export const londonMatchDate = (iso: string): string => inLondon(iso).format(dateFormats.matchDate);
/** '15:00' */
export const londonKickOffTime = (iso: string): string => inLondon(iso).format('HH:mm');
