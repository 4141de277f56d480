import { formatKickOffTime, formatMatchDate } from '@core';

/**
 * 'Sat 29 Nov, 15:00' in the club's timezone (match date format 'ddd D MMM'); '' for a bad date.
 * The time through the core's London clock, not an Intl formatter: /live's module would build
 * one as it loads, the page's first Intl object, which costs a phone 20-30 ms of ICU data.
 */
export function kickOffText(iso: string): string {
  const date = formatMatchDate(iso);
  const time = formatKickOffTime(iso);
  return date && time ? `${date}, ${time}` : '';
}
