/**
 * dayjs set up once for match dates: every grouping and label is in the club's timezone
 * (Europe/London), never the server's or the browser's, so a 19:45 kick-off on 31 October
 * is October on every machine.
 */
import dayjs from 'dayjs';
import { club, dateFormats } from '../config/site-config';
import { onZoneClock } from '../format/zone-clock';

/** the instant on London's wall clock (a fixed-offset dayjs: see onZoneClock) */
export const inLondon = (iso: string | number): dayjs.Dayjs => onZoneClock(club.timezone, dayjs(iso).valueOf());

/** '2025-10' */
export const londonMonthKey = (iso: string): string => inLondon(iso).format('YYYY-MM');
/** 'October 2025' */
export const londonMonthLabel = (iso: string): string => inLondon(iso).format('MMMM YYYY');
/** 'Sat 9 Aug' (the spec's match date format) */
export const londonMatchDate = (iso: string): string => inLondon(iso).format(dateFormats.matchDate);
/** '15:00' */
export const londonKickOffTime = (iso: string): string => inLondon(iso).format('HH:mm');
