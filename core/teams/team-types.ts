/**
 * Teams, squads and player profiles (ROUTE-2 /teams, /players; TEAMS-1).
 * Plain data: ISO date strings and numbers, so view models and server snapshots hold it as it is.
 * A player's position is the match line-ups' own type, so a line-up and a squad speak one language.
 */
import type { TeamConfig } from '../config/site-config';
import type { PlayerPosition } from '../matches/match-types';

/** a team as the organisations service describes it: its site configuration plus its page's content */
export interface Team extends TeamConfig {
  /** how fixtures name the club for this team ('UZFC Women') */
  readonly displayName: string;
  /** the team page's overview paragraph (shown when showTeamOverview) */
  readonly overview: string;
  readonly crestImageKey: string;
  readonly homeVenue: string;
}

/** the terms of a player's loan to another club; dates are calendar days 'YYYY-MM-DD', both inclusive */
export interface LoanTerms {
  readonly loanedTo: string;
  readonly from: string;
  readonly until: string;
}

export interface Player {
  /** stable, 't1-p07' */
  readonly playerID: string;
  readonly teamID: string;
  /** unique across the club: the /players/:player address */
  readonly slug: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly shirtNumber: number;
  readonly position: PlayerPosition;
  readonly nationality: string;
  /** 'YYYY-MM-DD' */
  readonly dateOfBirth: string;
  readonly heightCm: number;
  /** image-library key, 'player/t1-p07' */
  readonly imageKey: string;
  /** null unless the player has been loaned out (the loan may be over: see loanStatus) */
  readonly loan: LoanTerms | null;
}

export interface PlayerProfile extends Player {
  /** plain text */
  readonly biography: string;
}

export interface StaffMember {
  readonly staffID: string;
  readonly teamID: string;
  readonly name: string;
  readonly role: string;
  readonly imageKey: string;
}

/** a team's squad for one season, unordered: squadGroups() orders it for the page */
export interface Squad {
  readonly teamID: string;
  /** '2025-26' */
  readonly season: string;
  readonly players: readonly Player[];
  readonly staff: readonly StaffMember[];
}

/** a player out on loan, as the loaned players and teams service lists them */
export interface Loan extends LoanTerms {
  readonly player: Pick<Player, 'playerID' | 'teamID' | 'slug' | 'firstName' | 'lastName' | 'position' | 'imageKey'>;
}

/** 'agreed': not started yet; 'returning': ends within LOAN_RETURNING_DAYS; 'ended': after its last day */
export type LoanStatus = 'agreed' | 'on-loan' | 'returning' | 'ended';

/** one heading of the squad page */
export interface SquadGroup {
  /** 'Goalkeepers'... or 'Squad' when the team is shown as a single group */
  readonly title: string;
  /** null for the single group */
  readonly position: PlayerPosition | null;
  readonly players: readonly Player[];
}

/** a player's season, folded from the played matches' line-ups and events */
export interface PlayerSeasonStats {
  readonly playerID: string;
  readonly appearances: number;
  readonly starts: number;
  readonly minutes: number;
  readonly goals: number;
  readonly assists: number;
  /** a second yellow counts as a yellow and a red, as the match centre counts it */
  readonly yellowCards: number;
  readonly redCards: number;
  /** goalkeepers only: 60 minutes or more in a match the club conceded no goal */
  readonly cleanSheets: number;
}
