import { formatMatchDate, site } from '@core';

const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: site.club.timezone });

/** 'Sat 29 Nov, 15:00' in the club's timezone (match date format 'ddd D MMM'); '' for a bad date. */
export function kickOffText(iso: string): string {
  const date = formatMatchDate(iso);
  const ms = Date.parse(iso);
  if (!date || Number.isNaN(ms)) return '';
  return `${date}, ${timeFormat.format(ms)}`;
}
