/**
 * MatchPort in memory over the shared match-data seed (protocol/match-data/), mapped by the
 * HTTP adapter's own wire mapper, at the injected clock: memory mode, stories and tests see
 * the matches the stand-in serves, turning from fixture to live to result as the clock moves.
 */
import { err, notFound, ok, systemClock, type Clock, type MatchDetail, type MatchPort } from '@core';
import { createMatchData, type MatchData } from '@protocol/match-data/match-data-seed';
import { toFixtureList, toMatchDetail, toTeamStandings } from '../../http/match/match-wire-map';
import { memoryBehaviour, type MemoryControls, type MemoryOptions } from '../shared/memory-behaviour';

export interface MemoryMatchOptions extends MemoryOptions {
  readonly clock?: Clock;
  /** the seed to answer from (default: anchored at the clock's now) */
  readonly data?: MatchData;
}

/** one match of the seed as the port answers it at `nowMs` (stories build a match centre from it) */
export function matchDetailAt(data: MatchData, matchID: string, nowMs: number): MatchDetail | undefined {
  const detail = data.match(matchID, nowMs);
  return detail && toMatchDetail(detail);
}

export function createMemoryMatchPort(options: MemoryMatchOptions = {}): MatchPort & MemoryControls {
  const clock = options.clock ?? systemClock;
  const data = options.data ?? createMatchData({ startedAtMs: clock.now() });
  const behaviour = memoryBehaviour('match-data', options);
  return {
    failWith: behaviour.failWith,
    fixtures: (teamID, season) =>
      behaviour.respond(() => ok(toFixtureList(data.fixtures(teamID, season, clock.now())))),
    standings: (teamID, season) =>
      behaviour.respond(() => {
        const answer = data.standings(teamID, season, clock.now());
        return answer ? ok(toTeamStandings(answer)) : err(notFound('match-data'));
      }),
    match: (matchID) =>
      behaviour.respond(() => {
        const detail = matchDetailAt(data, matchID, clock.now());
        return detail ? ok(detail) : err(notFound('match-data'));
      }),
  };
}
