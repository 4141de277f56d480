/**
 * The organisations service (teams, squads, players) and the loaned players and teams service
 * (v2) as they are spoken on the wire, shared by the stand-in that answers them and the site's
 * HTTP adapter that reads them. Base addresses: config.services.organisations =
 * {stand-in}/organisations and config.services.loaned = {stand-in}/loaned/v2.
 *
 *   organisations  GET /                                  -> { organisations: OrganisationWire[] }
 *                  GET /teams                             -> { teams: ClubTeamWire[] }
 *                  GET /teams/{teamID}/squad?season=2025-26 -> SquadWire, or 404
 *                  GET /players/{playerID or slug}         -> PlayerProfileWire, or 404
 *   loaned (v2)    GET /?team={t1..t4}                    -> LoansWire (every team's without team)
 *
 * Errors are `{ error, message }` with 400 (a bad parameter) or 404.
 */

export const organisationsWirePaths = {
  organisations: '/',
  teams: '/teams',
  squad: (teamID: string) => `/teams/${encodeURIComponent(teamID)}/squad`,
  player: (playerIdOrSlug: string) => `/players/${encodeURIComponent(playerIdOrSlug)}`,
} as const;

export const loanedWirePaths = { loans: '/' } as const;

export type PositionWire = 'Goalkeeper' | 'Defender' | 'Midfielder' | 'Forward';
export const positionsWire: readonly PositionWire[] = ['Goalkeeper', 'Defender', 'Midfielder', 'Forward'];

/** a team with its site configuration (TEAMS-1) and its page's content */
export interface ClubTeamWire {
  readonly id: string;
  readonly name: string;
  /** the route slug: '' for the first team (its named slug is 'first-team') */
  readonly slug: string;
  readonly displayName: string;
  readonly overview: string;
  readonly crestImageKey: string;
  readonly homeVenue: string;
  readonly showOnMatches: boolean;
  readonly showOnTeams: boolean;
  readonly externalTeamPage: string;
  readonly externalMatchPage: string;
  readonly isSingleGroup: boolean;
  readonly displayPositionOnCard: boolean;
  readonly isMiniCard: boolean;
  readonly showTeamOverview: boolean;
  readonly childFriendly: boolean;
}

/** calendar days 'YYYY-MM-DD', both inclusive */
export interface LoanTermsWire {
  readonly loanedTo: string;
  readonly from: string;
  readonly until: string;
}

export interface PlayerWire {
  readonly playerID: string;
  readonly teamID: string;
  readonly slug: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly shirtNumber: number;
  readonly position: PositionWire;
  readonly nationality: string;
  /** 'YYYY-MM-DD' */
  readonly dateOfBirth: string;
  readonly heightCm: number;
  readonly imageKey: string;
  /** null unless the player has been loaned out */
  readonly loan: LoanTermsWire | null;
}

export interface PlayerProfileWire extends PlayerWire {
  readonly biography: string;
}

export interface StaffWire {
  readonly staffID: string;
  readonly teamID: string;
  readonly name: string;
  readonly role: string;
  readonly imageKey: string;
}

export interface SquadWire {
  readonly teamID: string;
  readonly season: string;
  readonly players: readonly PlayerWire[];
  readonly staff: readonly StaffWire[];
}

export interface LoanWire extends LoanTermsWire {
  readonly player: Pick<
    PlayerWire,
    'playerID' | 'teamID' | 'slug' | 'firstName' | 'lastName' | 'position' | 'imageKey'
  >;
}

export interface LoansWire {
  readonly season: string;
  readonly loans: readonly LoanWire[];
}

export type OrganisationKind = 'club' | 'competition' | 'opponent';

export interface OrganisationWire {
  readonly id: string;
  readonly name: string;
  readonly shortName: string;
  readonly type: OrganisationKind;
  readonly crestImageKey: string;
}

export interface TeamsWire {
  readonly teams: readonly ClubTeamWire[];
}
export interface OrganisationsWire {
  readonly organisations: readonly OrganisationWire[];
}
