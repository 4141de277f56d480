/**
 * A match as the seed plans it: what it is (the wire's match fields that never change), its
 * line-ups and its whole commentary, each event at an offset from kick-off in match time. The
 * service publishes an event when its moment has come (match-publication.ts), so one plan
 * answers "before", "during" and "after" for any clock.
 */
import type { EventCorrectionWire, LineupWire, MatchEventWire, MatchWire } from './match-wire';

export type PlannedEvent = Omit<MatchEventWire, 'sequence' | 'matchID' | 'publishedAt' | 'correction'> & {
  /** match time from kick-off (negative: before it, e.g. line-ups an hour early) */
  readonly offsetMs: number;
  /** a correction of the event at that sequence (absent: an ordinary event) */
  readonly correction?: EventCorrectionWire;
};

export type MatchFacts = Omit<MatchWire, 'status' | 'score' | 'ticketUrl' | 'lastSequence'>;

export interface MatchPlan {
  readonly facts: MatchFacts;
  /** postponed matches never kick off */
  readonly postponed: boolean;
  readonly lineups: readonly LineupWire[];
  /** in offset order; an event's sequence is its index + 1 */
  readonly events: readonly PlannedEvent[];
  /** match milliseconds per wall millisecond: 1, or the live match's replay speed */
  readonly speed: number;
  /** the ticket shop's page for a home match (shown only while it is still to come) */
  readonly ticketUrl: string | null;
  /** the opponent's organisation id (its row in a league table) */
  readonly opponentID: string;
}

export const MINUTE_MS = 60_000;
/** line-ups are announced this long before kick-off (match time) */
export const LINEUPS_BEFORE_MS = 60 * MINUTE_MS;
export const HALF_TIME_BREAK_MS = 15 * MINUTE_MS;
export const TICKETS_BASE_URL = 'https://tickets.uzfc.example/match';
