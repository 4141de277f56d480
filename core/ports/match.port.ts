import type { FixtureList, MatchDetail } from '../matches/match-types';
import type { Result } from '../shared/result';
import type { ServiceError } from '../shared/service-error';

/** fixtures and match details fail like any content call: unavailable, invalid, not found */
export type MatchError = ServiceError;

/** The match-data service: a team's season, one match with line-ups, events and totals. */
export interface MatchPort {
  /** teamID t1..t4, season slug '2025-26'; in kick-off order, and whether the season is still in preseason */
  fixtures(teamID: string, season: string): Promise<Result<FixtureList, MatchError>>;
  /** SERVICE.NOT_FOUND when no match has the id */
  match(matchID: string): Promise<Result<MatchDetail, MatchError>>;
}
