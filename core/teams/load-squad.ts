/**
 * A team page (/teams/:team): the team the slug names, its squad grouped for the page (the players
 * away on loan today left out), its staff, its overview when configured, and its loans from the
 * loaned players and teams service (null when that service fails: the squad still shows).
 * A slug that names no shown team is TEAM.NOT_FOUND; a team with an external page answers where
 * to send the fan instead of a squad.
 */
import type { TeamError, TeamPort } from '../ports/team.port';
import type { Clock } from '../ports/clock.port';
import { err, ok, type Result } from '../shared/result';
import { isAway, loanStatus } from './loan-status';
import { currentLoans, type LoanListItem } from './load-loans';
import { squadGroups } from './squad-groups';
import { resolveTeamRoute } from './team-route';
import type { Player, SquadGroup, StaffMember, Team } from './team-types';

export interface SquadPage {
  readonly kind: 'squad';
  readonly team: Team;
  readonly season: string;
  readonly groups: readonly SquadGroup[];
  readonly staff: readonly StaffMember[];
  /** the overview paragraph, or null when the team does not show one (showTeamOverview) */
  readonly overview: string | null;
  /** the team's loans not yet over (agreed, away, returning soon), soonest back first; null when
   *  the loans service could not answer */
  readonly loans: readonly LoanListItem[] | null;
}

export interface ExternalTeamPage {
  readonly kind: 'external';
  readonly team: Team;
  readonly url: string;
}

export type LoadSquad = (
  teamSlug: string | undefined,
  season?: string,
) => Promise<Result<SquadPage | ExternalTeamPage, TeamError>>;

export const makeLoadSquad =
  ({ teams, clock }: { teams: TeamPort; clock: Clock }): LoadSquad =>
  async (teamSlug, season) => {
    const list = await teams.teams();
    if (!list.ok) return list;
    const route = resolveTeamRoute(teamSlug, list.value);
    if (route.kind === 'not-found') return err({ code: 'TEAM.NOT_FOUND', teamId: teamSlug ?? '' });
    if (route.kind === 'external') return ok({ kind: 'external', team: route.team, url: route.url });
    const { team } = route;
    const [squad, loans] = await Promise.all([teams.squad(team.id, season), teams.loans(team.id)]);
    if (!squad.ok) return squad;
    const now = clock.now();
    const away = (p: Player) => p.loan !== null && isAway(loanStatus(p.loan, now));
    const here = squad.value.players.filter((p) => !away(p));
    return ok({
      kind: 'squad',
      team,
      season: squad.value.season,
      groups: squadGroups(here, { isSingleGroup: team.isSingleGroup }),
      staff: squad.value.staff,
      overview: team.showTeamOverview ? team.overview : null,
      loans: loans.ok ? currentLoans(loans.value, now) : null,
    });
  };
