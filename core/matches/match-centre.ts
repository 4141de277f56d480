/**
 * The match centre's state: the service's match, brought up to date by the feed's publications.
 * One pure function from (detail, publications, connection, now), used for the first load, for
 * every feed event and for every clock tick, so all three agree. Corrections are applied first
 * (correctTimeline): everything a fan sees is read from the corrected timeline.
 */
import { correctTimeline, publicationsOf } from './event-corrections';
import { foldScore, foldStatistics } from './fold-statistics';
import { liveClock, type ClockReading } from './live-clock';
import { matchState } from './match-state';
import { resultForClub } from './match-result';
import type { ServiceError } from '../shared/service-error';
import type {
  Lineup,
  Match,
  MatchDetail,
  MatchEvent,
  MatchResult,
  MatchState,
  MatchStatistics,
  PlayerOfTheMatch,
} from './match-types';

export type FeedConnection = 'connecting' | 'live' | 'reconnecting' | 'closed';

export interface MatchCentre {
  readonly match: Match;
  readonly lineups: readonly Lineup[];
  /** the line-ups could not be read from the service's answer (MatchDetail.lineupsError) */
  readonly lineupsError: ServiceError | null;
  /** the events as they stand, corrections applied (event-corrections.ts) */
  readonly timeline: readonly MatchEvent[];
  /** the publications the timeline does not show as published: corrections and what they corrected */
  readonly superseded: readonly MatchEvent[];
  readonly statistics: MatchStatistics;
  readonly state: MatchState;
  readonly result: MatchResult | null;
  readonly clock: ClockReading;
  readonly connection: FeedConnection;
  readonly playerOfTheMatch: PlayerOfTheMatch | null;
}

const statusFor = (state: MatchState, match: Match): Match['status'] =>
  state === 'full-time'
    ? 'played'
    : state === 'abandoned'
      ? 'abandoned'
      : state === 'upcoming'
        ? match.status
        : state === 'postponed'
          ? 'postponed'
          : 'live';

/** `publications`: every event and correction published so far, in any order, duplicates allowed */
export function toMatchCentre(
  detail: MatchDetail,
  publications: readonly MatchEvent[],
  connection: FeedConnection,
  nowMs: number,
): MatchCentre {
  const { timeline: events, superseded } = correctTimeline(publications);
  const published = events.length + superseded.length;
  const state = matchState(detail.match, events, nowMs);
  const started = state !== 'upcoming' && state !== 'postponed';
  // the feed is newer than the detail: once it has events, score and totals come from it
  const fromFeed = published > 0 && published >= detail.events.length;
  const newest = Math.max(events[events.length - 1]?.sequence ?? 0, superseded[superseded.length - 1]?.sequence ?? 0);
  const match: Match = {
    ...detail.match,
    status: statusFor(state, detail.match),
    score: !started ? detail.match.score : fromFeed ? foldScore(events) : detail.match.score,
    lastSequence: Math.max(detail.match.lastSequence, newest),
  };
  return {
    match,
    lineups: detail.lineups,
    lineupsError: detail.lineupsError ?? null,
    timeline: events,
    superseded,
    playerOfTheMatch: detail.playerOfTheMatch ?? null,
    statistics: fromFeed ? foldStatistics(events) : detail.statistics,
    state,
    result: resultForClub(match),
    clock: liveClock(state, events, nowMs),
    connection,
  };
}

/**
 * The same centre one clock tick later: only the clock is read again. The timeline, the
 * statistics and the match keep their identity (nothing a fan reads in them changed), so a
 * screen that compares by reference redraws the clock alone, not a 1,000-line commentary.
 * When the state itself moves (kick-off, the whistle by the clock) it is built afresh.
 */
export function retickMatchCentre(detail: MatchDetail, centre: MatchCentre, nowMs: number): MatchCentre {
  const state = matchState(detail.match, centre.timeline, nowMs);
  if (state !== centre.state) return toMatchCentre(detail, publicationsOf(centre), centre.connection, nowMs);
  const clock = liveClock(state, centre.timeline, nowMs);
  const same =
    clock.label === centre.clock.label &&
    clock.minute === centre.clock.minute &&
    clock.addedMinute === centre.clock.addedMinute;
  return same ? centre : { ...centre, clock };
}

export const needsFeed = (state: MatchState): boolean =>
  state === 'upcoming' || state === 'live' || state === 'half-time';
