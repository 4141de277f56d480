import type { Result } from '../shared/result';
import type { ServiceError } from '../shared/service-error';
import type { Loan, PlayerProfile, Squad, Team } from '../teams/team-types';

/** content failures, plus the two things a fan can ask for that do not exist */
export type TeamError =
  | ServiceError
  /** no team has the id */
  | { readonly code: 'TEAM.NOT_FOUND'; readonly teamId: string }
  /** no player has the id or slug */
  | { readonly code: 'TEAM.PLAYER_NOT_FOUND'; readonly player: string };

/** The organisations service (teams, squads, players) and the loaned players and teams service. */
export interface TeamPort {
  /** the club's teams with their configuration, in configuration order */
  teams(): Promise<Result<readonly Team[], TeamError>>;
  /** a team's squad and staff; without a season, the organisations service's current one (its clock's) */
  squad(teamId: string, season?: string): Promise<Result<Squad, TeamError>>;
  /** one player by id ('t1-p07') or slug ('ollie-carrick') */
  player(playerIdOrSlug: string): Promise<Result<PlayerProfile, TeamError>>;
  /** the club's players out on loan, every team's or one team's */
  loans(teamId?: string): Promise<Result<readonly Loan[], TeamError>>;
}
