/** The fixtures page's data: a team's season split into fixtures and results, grouped by month. */
import type { MatchError, MatchPort } from '../ports/match.port';
import { mapResult, type Result } from '../shared/result';
import { fixturesAndResults, type FixturesAndResults } from './fixture-grouping';
import type { Match, SeasonsHeld } from './match-types';

export interface FixturesPage extends FixturesAndResults, SeasonsHeld {
  readonly teamID: string;
  /** the season answered: the one asked for, or the match-data service's current one */
  readonly season: string;
  /** every match of the season, kick-off order (for the calendar export) */
  readonly matches: readonly Match[];
  /** the season's fixtures are not out yet (the match-data service says so) */
  readonly preseason: boolean;
}

/** without a season, the match-data service's current one (its clock decides) */
export type LoadFixtures = (teamID: string, season?: string) => Promise<Result<FixturesPage, MatchError>>;

export const makeLoadFixtures =
  ({ matches }: { matches: MatchPort }): LoadFixtures =>
  async (teamID, season) =>
    mapResult(await matches.fixtures(teamID, season), (list) => ({
      teamID,
      season: list.season,
      currentSeason: list.currentSeason,
      seasons: list.seasons,
      matches: list.matches,
      preseason: list.preseason,
      ...fixturesAndResults(list.matches),
    }));
