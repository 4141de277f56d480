/**
 * The match-data service as it is spoken on the wire, shared by the stand-in that answers it
 * and the site's HTTP adapters that read it. Base address: config.services.matchData =
 * {stand-in}/match-data.
 *
 *   GET /teams                              -> { teams: TeamWire[] }
 *   GET /competitions                       -> { competitions: CompetitionWire[] }
 *   GET /fixtures?team={t1..t4}&season=2025-26 -> FixturesWire (kick-off order)
 *   GET /standings?team={t1..t4}&season=2025-26 -> StandingsWire: the team's league tables
 *   GET /matches/{matchID}                  -> MatchDetailWire, or 404
 *   GET /matches/{matchID}/events?after={seq}
 *        Accept: application/json           -> EventsPageWire (the polling fallback)
 *        Accept: text/event-stream          -> server-sent events, below
 *
 * Server-sent events: every published event after `after` (or the Last-Event-ID header) as
 *   id: {sequence}\nevent: match-event\ndata: {MatchEventWire as JSON}\n\n
 * then new ones as the match goes on; `: keep-alive` comments while nothing happens; once the
 * full-time (or abandoned) event is sent, `event: end\ndata: {}\n\n` and the stream closes.
 * Errors are `{ error, message }` with 400 (a bad parameter) or 404.
 *
 * Corrections: the service never rewrites an event it published. It publishes a correction, a
 * publication with its own (later) sequence and `correction: { sequence, action }` naming the
 * event it puts right: 'replace' (its content is the event's new content: a scorer corrected, a
 * card changed) or 'withdraw' (the event is taken back: a goal disallowed after review). The
 * score, the totals and the player of the match count the events as corrected.
 */

export const matchWirePaths = {
  teams: '/teams',
  competitions: '/competitions',
  fixtures: '/fixtures',
  standings: '/standings',
  match: (matchID: string) => `/matches/${encodeURIComponent(matchID)}`,
  events: (matchID: string) => `/matches/${encodeURIComponent(matchID)}/events`,
} as const;

export const SSE_EVENT_NAME = 'match-event';
export const SSE_END_EVENT_NAME = 'end';

/** what the service knows of a match's life; the site derives live, half-time... from the events */
export type MatchStatusWire = 'scheduled' | 'live' | 'played' | 'postponed' | 'abandoned';
export const matchStatusesWire: readonly MatchStatusWire[] = ['scheduled', 'live', 'played', 'postponed', 'abandoned'];

export type CompetitionKindWire = 'league' | 'cup' | 'friendly';
export type SideWire = 'home' | 'away';
export type PositionWire = 'Goalkeeper' | 'Defender' | 'Midfielder' | 'Forward';

/** Opta-like commentary kinds */
export const matchEventKindsWire = [
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
export type MatchEventKindWire = (typeof matchEventKindsWire)[number];

export interface TeamWire {
  readonly teamID: string;
  readonly name: string;
  readonly slug: string;
  readonly displayName: string;
  readonly crestImageKey: string;
}

export interface CompetitionWire {
  readonly competitionID: string;
  readonly name: string;
  readonly shortName: string;
  readonly kind: CompetitionKindWire;
  readonly crestImageKey: string;
}

export interface MatchSideWire {
  readonly name: string;
  readonly shortName: string;
  readonly crestImageKey: string;
  /** true on the club's own side */
  readonly isClub: boolean;
}

export interface MatchWire {
  readonly matchID: string;
  readonly teamID: string;
  /** '2025-26' */
  readonly season: string;
  readonly competition: CompetitionWire;
  /** ISO 8601 UTC */
  readonly kickOff: string;
  readonly home: MatchSideWire;
  readonly away: MatchSideWire;
  readonly venue: string;
  readonly status: MatchStatusWire;
  /** null until the match kicks off, and for a postponed one */
  readonly score: { readonly home: number; readonly away: number } | null;
  /** the ticket shop's page for a home match that is still to come, else null */
  readonly ticketUrl: string | null;
  /** the sequence of the newest published event (0: none yet) */
  readonly lastSequence: number;
}

export interface LineupPlayerWire {
  readonly playerID: string;
  readonly name: string;
  readonly shirtNumber: number;
  readonly position: PositionWire;
  readonly captain: boolean;
}

export interface LineupWire {
  readonly side: SideWire;
  /** '4-3-3' */
  readonly formation: string;
  readonly starting: readonly LineupPlayerWire[];
  readonly substitutes: readonly LineupPlayerWire[];
}

export interface EventCorrectionWire {
  /** the sequence of the event put right: an earlier, ordinary event */
  readonly sequence: number;
  readonly action: 'replace' | 'withdraw';
}

export interface MatchEventWire {
  /** 1, 2, 3... per match, in publication order; also the SSE id */
  readonly sequence: number;
  readonly matchID: string;
  readonly kind: MatchEventKindWire;
  /** 0 before kick-off, 1 and 2 the halves */
  readonly period: number;
  /** the match minute shown (1..90), 45 or 90 while in added time */
  readonly minute: number;
  /** minutes into added time (the 2 of 45+2), else 0 */
  readonly addedMinute: number;
  readonly side: SideWire | null;
  /** the player acting (scorer, booked, fouling, coming off...) */
  readonly playerID: string | null;
  /** the assist, the player coming on, the player fouled */
  readonly secondaryPlayerID: string | null;
  readonly text: string;
  /** ISO 8601 UTC, when the service published it */
  readonly publishedAt: string;
  /** the home side's possession so far (%), on some events */
  readonly possessionHome: number | null;
  /** null for an event; on a correction, the event it puts right and how */
  readonly correction: EventCorrectionWire | null;
}

export interface TeamStatisticsWire {
  readonly possession: number;
  readonly shots: number;
  readonly shotsOnTarget: number;
  readonly corners: number;
  readonly fouls: number;
  readonly yellowCards: number;
  readonly redCards: number;
}

export interface MatchStatisticsWire {
  readonly home: TeamStatisticsWire;
  readonly away: TeamStatisticsWire;
}

export interface MatchDetailWire {
  readonly match: MatchWire;
  /** [] until the line-ups are announced */
  readonly lineups: readonly LineupWire[];
  /** every event published so far, by sequence */
  readonly events: readonly MatchEventWire[];
  /** the service's own totals over the published events */
  readonly statistics: MatchStatisticsWire;
  /** named once the match is over; null before, and for a match not played */
  readonly playerOfTheMatch: PlayerOfTheMatchWire | null;
}

export interface PlayerOfTheMatchWire {
  readonly playerID: string;
  readonly name: string;
  readonly side: SideWire;
}

export interface FixturesWire {
  readonly teamID: string;
  readonly season: string;
  /** the season's fixtures are not out yet (preseason): only friendlies are listed, 'New fixtures coming soon' */
  readonly preseason: boolean;
  readonly fixtures: readonly MatchWire[];
}

export interface EventsPageWire {
  readonly matchID: string;
  readonly events: readonly MatchEventWire[];
  readonly lastSequence: number;
  /** true once the final event (full-time or abandoned) is published: stop polling */
  readonly complete: boolean;
}

/** how a competition turns results into its order (the site ranks by these: core/matches/rank-standings.ts) */
export type TieBreakerWire = 'points' | 'goal-difference' | 'goals-for' | 'name';
export const tieBreakersWire = [
  'points',
  'goal-difference',
  'goals-for',
  'name',
] as const satisfies readonly TieBreakerWire[];

export interface CompetitionRulesWire {
  readonly pointsForWin: number;
  readonly pointsForDraw: number;
  /** most important first */
  readonly tieBreakers: readonly TieBreakerWire[];
}

export type FormResultWire = 'W' | 'D' | 'L';

/** one team's record from the competition's results so far (matches in play are not counted) */
export interface StandingRowWire {
  /** the organisation's id: 'uzfc' for the club, an opponent's id */
  readonly teamID: string;
  readonly name: string;
  readonly shortName: string;
  readonly crestImageKey: string;
  readonly isClub: boolean;
  readonly played: number;
  readonly won: number;
  readonly drawn: number;
  readonly lost: number;
  readonly goalsFor: number;
  readonly goalsAgainst: number;
  /** the last five results, oldest first */
  readonly form: readonly FormResultWire[];
}

/** a match of the competition in play now: its feed moves the table provisionally */
export interface InPlayMatchWire {
  readonly matchID: string;
  readonly homeTeamID: string;
  readonly awayTeamID: string;
}

export interface StandingsTableWire {
  readonly competition: CompetitionWire;
  readonly rules: CompetitionRulesWire;
  /** one per team, in no promised order: the site ranks them by the rules */
  readonly rows: readonly StandingRowWire[];
  readonly inPlay: readonly InPlayMatchWire[];
}

export interface StandingsWire {
  readonly teamID: string;
  /** the season answered: the service's current season when none was asked for */
  readonly season: string;
  /** the team's competitions that have a table (its leagues), each with its table */
  readonly tables: readonly StandingsTableWire[];
}
