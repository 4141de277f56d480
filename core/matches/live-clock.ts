/**
 * The match centre's clock: "23'", "45+2'", "HT", "FT". A half's minutes count from its
 * whistle (the 1st minute is 0:00-0:59, shown 1'), and past its nominal end the extra is
 * added time (45+2'). The clock never runs behind the newest event's own minute, so a
 * replay faster than real time, or a late whistle, still reads right.
 */
import type { MatchEvent, MatchState } from './match-types';

export interface ClockReading {
  /** the half's minute, capped at its end (45 or 90) */
  readonly minute: number;
  /** minutes into added time, else 0 */
  readonly addedMinute: number;
  /** "23'", "45+2'", "HT", "FT", or '' when there is no clock to show */
  readonly label: string;
}

const HALF = { 1: { from: 0, to: 45 }, 2: { from: 45, to: 90 } } as const;

export function clockLabel(minute: number, addedMinute: number): string {
  return addedMinute > 0 ? `${minute}+${addedMinute}'` : `${minute}'`;
}

/** minute and added minute of a moment `elapsedMs` after the start of `period` */
export function minuteOf(period: 1 | 2, elapsedMs: number): { minute: number; addedMinute: number } {
  const { from, to } = HALF[period];
  const played = from + Math.floor(Math.max(0, elapsedMs) / 60_000) + 1;
  return played > to ? { minute: to, addedMinute: played - to } : { minute: played, addedMinute: 0 };
}

const later = (a: { minute: number; addedMinute: number }, b: { minute: number; addedMinute: number }) =>
  a.minute > b.minute || (a.minute === b.minute && a.addedMinute >= b.addedMinute) ? a : b;

export function liveClock(state: MatchState, timeline: readonly MatchEvent[], nowMs: number): ClockReading {
  if (state === 'half-time') return { minute: 45, addedMinute: 0, label: 'HT' };
  if (state === 'full-time') return { minute: 90, addedMinute: 0, label: 'FT' };
  if (state !== 'live') return { minute: 0, addedMinute: 0, label: '' };
  let start: MatchEvent | undefined;
  let newest: MatchEvent | undefined;
  for (const e of timeline) {
    if ((e.kind === 'kick-off' || e.kind === 'second-half') && (!start || e.sequence > start.sequence)) start = e;
    if (e.period > 0 && (!newest || e.sequence > newest.sequence)) newest = e;
  }
  if (!start) return { minute: 1, addedMinute: 0, label: clockLabel(1, 0) };
  const period = start.kind === 'second-half' ? 2 : 1;
  const byWallClock = minuteOf(period, nowMs - Date.parse(start.publishedAt));
  const reading = newest && newest.period === period ? later(byWallClock, newest) : byWallClock;
  return {
    minute: reading.minute,
    addedMinute: reading.addedMinute,
    label: clockLabel(reading.minute, reading.addedMinute),
  };
}
