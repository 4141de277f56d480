import type { Observable } from 'rxjs';
import type { MatchEvent } from '../matches/match-types';
import type { Result } from '../shared/result';

export type MatchFeedError =
  /** the connection dropped; the adapter is already trying again (attempt 1, 2, ...) */
  | { readonly code: 'MATCH_FEED.RECONNECTING'; readonly attempt: number }
  /** one event broke the schema and was skipped (the stream goes on) */
  | { readonly code: 'MATCH_FEED.INVALID_EVENT' };

/**
 * A match's live commentary. The adapter owns reconnection and back-off: it never gives up
 * while the match goes on, resumes after the newest sequence it delivered, and completes once
 * the final event (full-time, abandoned) is delivered. Events may come twice or out of order
 * around a reconnect; core's foldTimeline makes that harmless. None is ever lost.
 */
export interface MatchFeedPort {
  watch(matchID: string, afterSequence?: number): Observable<Result<MatchEvent, MatchFeedError>>;
}
