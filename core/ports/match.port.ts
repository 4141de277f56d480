import type { FixtureList, MatchDetail } from '../matches/match-types';
import type { TeamStandings } from '../matches/standings-types';
import type { Result } from '../shared/result';
import type { ServiceError } from '../shared/service-error';

/** fixtures and match details fail like any content call: unavailable, invalid, not found */
export type MatchError = ServiceError;

/** The match-data service: a team's season, one match with line-ups, events and totals. */
export interface MatchPort {
  /** teamID t1..t4, season slug '2025-26'; in kick-off order, and whether the season is still in preseason */
  fixtures(teamID: string, season: string): Promise<Result<FixtureList, MatchError>>;
  /**
   * the team's league tables of a season (the service's current season without one): each
   * competition's tallies, rules and matches in play; SERVICE.NOT_FOUND for a season it does not hold
   */
  standings(teamID: string, season?: string): Promise<Result<TeamStandings, MatchError>>;
  /** SERVICE.NOT_FOUND when no match has the id */
  match(matchID: string): Promise<Result<MatchDetail, MatchError>>;
}
