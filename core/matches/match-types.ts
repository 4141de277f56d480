import type { ServiceError } from '../shared/service-error';

/**
 * Matches (ROUTE-2 /matches and /match, MATCHES-1): fixtures and results,
 * competitions, line-ups, the commentary's events and statistics. Plain data, ISO strings and
 * numbers, so view models and server snapshots can hold it as it is.
 */

export type CompetitionKind = 'league' | 'cup' | 'friendly';
export type Side = 'home' | 'away';
export type PlayerPosition = 'Goalkeeper' | 'Defender' | 'Midfielder' | 'Forward';

/** what the service says of a match's life; the match centre's finer state is matchState() */
export type MatchStatus = 'scheduled' | 'live' | 'played' | 'postponed' | 'abandoned';
/** the state a fan sees, from the status, the feed and now */
export type MatchState = 'upcoming' | 'live' | 'half-time' | 'full-time' | 'postponed' | 'abandoned';
/** from the club's side */
export type MatchResult = 'win' | 'draw' | 'loss';

export interface Competition {
  readonly competitionID: string;
  readonly name: string;
  readonly shortName: string;
  readonly kind: CompetitionKind;
  readonly crestImageKey: string;
}

export interface MatchSide {
  readonly name: string;
  readonly shortName: string;
  readonly crestImageKey: string;
  /** the club's own side */
  readonly isClub: boolean;
}

export interface Score {
  readonly home: number;
  readonly away: number;
}

export interface Match {
  readonly matchID: string;
  readonly teamID: string;
  /** season slug, '2025-26' */
  readonly season: string;
  readonly competition: Competition;
  /** ISO 8601 UTC */
  readonly kickOff: string;
  readonly home: MatchSide;
  readonly away: MatchSide;
  readonly venue: string;
  readonly status: MatchStatus;
  readonly score: Score | null;
  readonly ticketUrl: string | null;
  /** the newest published event's sequence (0: none) */
  readonly lastSequence: number;
}

export interface LineupPlayer {
  readonly playerID: string;
  readonly name: string;
  readonly shirtNumber: number;
  readonly position: PlayerPosition;
  readonly captain: boolean;
}

export interface Lineup {
  readonly side: Side;
  readonly formation: string;
  readonly starting: readonly LineupPlayer[];
  readonly substitutes: readonly LineupPlayer[];
}

export const matchEventKinds = [
  'lineups-announced',
  'kick-off',
  'half-time',
  'second-half',
  'full-time',
  'abandoned',
  'goal',
  'own-goal',
  'penalty-goal',
  'penalty-missed',
  'attempt-saved',
  'attempt-missed',
  'attempt-blocked',
  'hit-woodwork',
  'corner',
  'foul',
  'free-kick',
  'offside',
  'yellow-card',
  'second-yellow',
  'red-card',
  'substitution',
  'var',
  'injury-stoppage',
  'added-time',
  'commentary',
] as const;
export type MatchEventKind = (typeof matchEventKinds)[number];

/**
 * A later publication that puts an earlier event right: 'replace' gives that event
 * this publication's content (a scorer corrected, a yellow card made red), 'withdraw' takes it
 * back (a goal disallowed after review). The latest word on an event wins (correctTimeline).
 */
export interface EventCorrection {
  /** the sequence of the event corrected: an earlier, ordinary event */
  readonly sequence: number;
  readonly action: 'replace' | 'withdraw';
}

export interface MatchEvent {
  /** the feed's order: 1, 2, 3... per match; duplicates and reorders are folded away by it */
  readonly sequence: number;
  readonly matchID: string;
  readonly kind: MatchEventKind;
  /** 0 before kick-off, 1 and 2 the halves */
  readonly period: number;
  readonly minute: number;
  /** the 2 of 45+2, else 0 */
  readonly addedMinute: number;
  readonly side: Side | null;
  readonly playerID: string | null;
  /** the assist, the player coming on, the player fouled */
  readonly secondaryPlayerID: string | null;
  readonly text: string;
  /** ISO 8601 UTC */
  readonly publishedAt: string;
  /** the home side's possession so far (%), when the feed sends it */
  readonly possessionHome: number | null;
  /** set on a publication that corrects an earlier event, not an event of its own (absent: null) */
  readonly correction?: EventCorrection | null;
}

export interface TeamStatistics {
  readonly possession: number;
  readonly shots: number;
  readonly shotsOnTarget: number;
  readonly corners: number;
  readonly fouls: number;
  readonly yellowCards: number;
  readonly redCards: number;
}

export interface MatchStatistics {
  readonly home: TeamStatistics;
  readonly away: TeamStatistics;
}

/** which season is the current one and which the match-data service holds (its clock decides) */
export interface SeasonsHeld {
  /** the season a list or table is of when none is asked for */
  readonly currentSeason: string;
  /** every season held, newest first */
  readonly seasons: readonly string[];
}

/** a team's season as the match-data service lists it */
export interface FixtureList extends SeasonsHeld {
  /** the season answered (the current one when none was asked for) */
  readonly season: string;
  /** kick-off order */
  readonly matches: readonly Match[];
  /** the season's fixtures are not out yet: the fixtures page says 'New fixtures coming soon' */
  readonly preseason: boolean;
}

export interface MatchDetail {
  readonly match: Match;
  readonly lineups: readonly Lineup[];
  /**
   * the line-ups part of the answer could not be read (it broke its schema): the match stands
   * without them and the line-ups say so (absent or null: read, or not announced yet)
   */
  readonly lineupsError?: ServiceError | null;
  /** by sequence, no duplicates */
  readonly events: readonly MatchEvent[];
  /** the feed's own totals */
  readonly statistics: MatchStatistics;
  /** named by the service once the match is over (absent or null until then) */
  readonly playerOfTheMatch?: PlayerOfTheMatch | null;
}

export interface PlayerOfTheMatch {
  readonly playerID: string;
  readonly name: string;
  readonly side: Side;
}
