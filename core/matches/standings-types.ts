/**
 * A league table: what the match-data service tallies from its results, the
 * competition's rules for turning tallies into an order, and the ranked rows a fan reads.
 * Plain data, so view models and server snapshots hold it as it is.
 */
import type { Competition, Score, SeasonsHeld } from './match-types';

export type FormResult = 'W' | 'D' | 'L';

/** the tie-breakers a competition ranks by, most important first */
export type TieBreaker = 'points' | 'goal-difference' | 'goals-for' | 'name';
export const tieBreakers: readonly TieBreaker[] = ['points', 'goal-difference', 'goals-for', 'name'];

export interface CompetitionRules {
  readonly pointsForWin: number;
  readonly pointsForDraw: number;
  /** most important first; a table is always finally ordered by name, then team id */
  readonly tieBreakers: readonly TieBreaker[];
}

/** one team's record in the competition so far, as the service counts it from its results */
export interface StandingTally {
  /** the organisation's id ('uzfc', 'greywater-city'...) */
  readonly teamID: string;
  readonly name: string;
  readonly shortName: string;
  readonly crestImageKey: string;
  /** the club's own row, marked in the table */
  readonly isClub: boolean;
  readonly played: number;
  readonly won: number;
  readonly drawn: number;
  readonly lost: number;
  readonly goalsFor: number;
  readonly goalsAgainst: number;
  /** the last five results, oldest first */
  readonly form: readonly FormResult[];
}

export interface StandingRow extends StandingTally {
  /** 1-based place in the table */
  readonly position: number;
  readonly points: number;
  readonly goalDifference: number;
}

/** a match of the competition being played right now: its score moves the table provisionally */
export interface InPlayMatch {
  readonly matchID: string;
  readonly homeTeamID: string;
  readonly awayTeamID: string;
}

/** a competition's table for one season: the tallies in the service's order (any order) */
export interface Standings {
  readonly competition: Competition;
  readonly season: string;
  readonly rules: CompetitionRules;
  readonly tallies: readonly StandingTally[];
  /** the competition's matches in play now (not counted in the tallies yet) */
  readonly inPlay: readonly InPlayMatch[];
}

/** a team's tables for a season (one per competition that has a table: its leagues) */
export interface TeamStandings extends SeasonsHeld {
  readonly teamID: string;
  /** the season answered (the service's current season when none was asked for) */
  readonly season: string;
  readonly tables: readonly Standings[];
}

/** what a live match adds to the table, for as long as it is in play */
export interface LiveScore extends InPlayMatch {
  readonly score: Score;
}

/** a row of the live table: where the team would stand if the matches in play ended now */
export interface ProvisionalRow extends StandingRow {
  /** the team is playing now: its row counts the live score */
  readonly live: boolean;
  /** its place in the table of results only */
  readonly positionBefore: number;
}
