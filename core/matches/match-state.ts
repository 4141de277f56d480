/**
 * The state a fan sees (upcoming, live, half-time, full-time, postponed, abandoned) from what
 * the service said, the feed's events and now. The feed wins over the status because it is
 * newer: a match listed as scheduled whose kick-off event has arrived is live.
 */
import type { Match, MatchEvent, MatchState } from './match-types';

/** a match with no feed is taken as over this long after kick-off (it has surely finished) */
export const MATCH_WINDOW_MS = 3 * 60 * 60_000;

const PERIOD_MARKS: ReadonlySet<string> = new Set(['kick-off', 'half-time', 'second-half', 'full-time', 'abandoned']);

export function matchState(
  match: Pick<Match, 'status' | 'kickOff'>,
  timeline: readonly MatchEvent[],
  nowMs: number,
): MatchState {
  if (match.status === 'postponed') return 'postponed';
  // the latest whistle by the feed's sequence, whatever order the timeline arrived in
  let latest: MatchEvent | undefined;
  for (const e of timeline) if (PERIOD_MARKS.has(e.kind) && (!latest || e.sequence > latest.sequence)) latest = e;
  const mark = latest?.kind;
  if (mark === 'abandoned' || match.status === 'abandoned') return 'abandoned';
  if (mark === 'full-time' || match.status === 'played') return 'full-time';
  if (mark === 'half-time') return 'half-time';
  if (mark === 'kick-off' || mark === 'second-half' || match.status === 'live') return 'live';
  const kickOffMs = Date.parse(match.kickOff);
  if (nowMs < kickOffMs) return 'upcoming';
  return nowMs < kickOffMs + MATCH_WINDOW_MS ? 'live' : 'full-time';
}
