/** The /teams page: the teams shown there, in configuration order, each with where its card links. */
import type { TeamError, TeamPort } from '../ports/team.port';
import { mapResult, type Result } from '../shared/result';
import { teamHref, teamsOnTeamsPage } from './team-route';
import type { Team } from './team-types';

export interface TeamCard {
  readonly team: Team;
  /** /teams/{slug}, or the team's external page */
  readonly href: string;
  readonly external: boolean;
}

export type LoadTeams = () => Promise<Result<readonly TeamCard[], TeamError>>;

export const makeLoadTeams =
  ({ teams }: { teams: TeamPort }): LoadTeams =>
  async () =>
    mapResult(await teams.teams(), (list) =>
      teamsOnTeamsPage(list).map((team) => ({
        team,
        href: teamHref(team),
        external: team.externalTeamPage.trim() !== '',
      })),
    );
