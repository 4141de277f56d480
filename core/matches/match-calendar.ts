/**
 * "Add to calendar": fixtures as an iCalendar file (RFC 5545). Times are UTC ('Z') so every
 * calendar shows them in its owner's zone without a VTIMEZONE; each match keeps one UID across
 * exports, so re-importing updates an event instead of duplicating it. A postponed match stays
 * as TENTATIVE (its slot is not final), an abandoned one is CANCELLED.
 */
import { club } from '../config/site-config';
import { CRLF, escapeIcsText, foldIcsLine, icsUtc } from './ics-text';
import type { Match } from './match-types';

/** how long a calendar entry for a match lasts */
export const MATCH_CALENDAR_DURATION_MS = 2 * 60 * 60_000;
export const ICS_PRODUCT_ID = `-//${club.shortName}//Fixtures//EN`;

export interface CalendarOptions {
  /** DTSTAMP: when the file was made */
  readonly nowMs: number;
  /** the match centre's address for a match ('https://uzfc.example/match/t1-2025-26-05') */
  readonly matchUrl: (match: Match) => string;
  readonly calendarName?: string;
}

export const matchUid = (match: Pick<Match, 'matchID'>): string => `${match.matchID}@fixtures.uzfc.example`;

const statusOf = (m: Match): string =>
  m.status === 'postponed' ? 'TENTATIVE' : m.status === 'abandoned' ? 'CANCELLED' : 'CONFIRMED';

function describe(m: Match): string {
  const lines = [`${m.competition.name}`];
  if (m.status === 'postponed') lines.push('Postponed: the new date is to be confirmed.');
  if (m.status === 'abandoned') lines.push('Abandoned.');
  if (m.ticketUrl) lines.push(`Tickets: ${m.ticketUrl}`);
  return lines.join('\n');
}

function eventLines(m: Match, options: CalendarOptions): string[] {
  const start = Date.parse(m.kickOff);
  return [
    'BEGIN:VEVENT',
    `UID:${matchUid(m)}`,
    `DTSTAMP:${icsUtc(options.nowMs)}`,
    `DTSTART:${icsUtc(start)}`,
    `DTEND:${icsUtc(start + MATCH_CALENDAR_DURATION_MS)}`,
    `SUMMARY:${escapeIcsText(`${m.home.name} v ${m.away.name}${m.status === 'postponed' ? ' (postponed)' : ''}`)}`,
    `LOCATION:${escapeIcsText(m.venue)}`,
    `DESCRIPTION:${escapeIcsText(describe(m))}`,
    `URL:${options.matchUrl(m)}`,
    `STATUS:${statusOf(m)}`,
    'END:VEVENT',
  ];
}

export function matchesToIcs(matches: readonly Match[], options: CalendarOptions): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${ICS_PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcsText(options.calendarName ?? `${club.shortName} fixtures`)}`,
    ...matches.flatMap((m) => eventLines(m, options)),
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}
