/**
 * Every played match of a team's season with its line-ups and events: what player statistics
 * are folded from. The match-data service answers one match per call, so the calls run a few at a
 * time (not one after another, not all at once on a phone's connection). One failure fails the
 * whole: statistics from part of a season would be wrong without looking wrong.
 */
import type { MatchDetail } from '../matches/match-types';
import type { MatchError, MatchPort } from '../ports/match.port';
import { ok, type Result } from '../shared/result';
import { countsForStats } from './player-stats';

export const MATCH_DETAIL_CONCURRENCY = 4;

/** a season's played matches in detail, and which season the service answered (its current one when none was asked) */
export interface PlayedMatches {
  readonly season: string;
  readonly details: readonly MatchDetail[];
}

export async function playedMatchDetails(
  matches: MatchPort,
  teamID: string,
  season?: string,
): Promise<Result<PlayedMatches, MatchError>> {
  const fixtures = await matches.fixtures(teamID, season);
  if (!fixtures.ok) return fixtures;
  const played = fixtures.value.matches.filter(countsForStats);
  const details: MatchDetail[] = new Array<MatchDetail>(played.length);
  let failure: Result<never, MatchError> | undefined;
  let next = 0;
  const worker = async () => {
    while (failure === undefined && next < played.length) {
      const index = next++;
      const detail = await matches.match(played[index]!.matchID);
      if (detail.ok) details[index] = detail.value;
      else failure ??= detail;
    }
  };
  await Promise.all(Array.from({ length: Math.min(MATCH_DETAIL_CONCURRENCY, played.length) }, worker));
  return failure ?? ok({ season: fixtures.value.season, details });
}
