/**
 * The league table's use cases: a team's tables of a season from the match-data
 * service, and the scores of the competition's matches in play followed through their feeds
 * (the match centre's own watchMatch, so a corrected or disallowed goal moves the table exactly
 * as it moves the score). The table itself is ranked by rank-standings.ts, provisionally by
 * provisional-standings.ts.
 */
import { combineLatest, distinctUntilChanged, map, of, startWith, type Observable } from 'rxjs';
import type { MatchError, MatchPort } from '../ports/match.port';
import type { Result } from '../shared/result';
import type { MatchState } from './match-types';
import type { InPlayMatch, LiveScore, TeamStandings } from './standings-types';
import type { WatchMatch } from './watch-match';

export type LoadStandings = (teamID: string, season?: string) => Promise<Result<TeamStandings, MatchError>>;

export const makeLoadStandings =
  ({ matches }: { matches: MatchPort }): LoadStandings =>
  (teamID, season) =>
    matches.standings(teamID, season);

/**
 * A match in play as its feed says now: 'live' (half-time too) counts provisionally; 'final'
 * (full time) still counts until the service's table includes it; 'void' (abandoned) counts
 * for nothing.
 */
export interface FollowedScore extends LiveScore {
  readonly phase: 'live' | 'final' | 'void';
}

/** how a match in this state counts in the table: null before kick-off or when postponed (not at all) */
export function followedPhase(state: MatchState): FollowedScore['phase'] | null {
  if (state === 'live' || state === 'half-time') return 'live';
  if (state === 'full-time') return 'final';
  if (state === 'abandoned') return 'void';
  return null;
}

/** every in-play match's score as it moves; a match not known yet (still loading, not begun) is left out */
export type FollowLiveScores = (inPlay: readonly InPlayMatch[]) => Observable<readonly FollowedScore[]>;

const sameScore = (a: FollowedScore | null, b: FollowedScore | null): boolean =>
  a === b ||
  (a !== null && b !== null && a.phase === b.phase && a.score.home === b.score.home && a.score.away === b.score.away);

export const makeFollowLiveScores =
  ({ watchMatch }: { watchMatch: WatchMatch }): FollowLiveScores =>
  (inPlay) =>
    inPlay.length === 0
      ? of([])
      : combineLatest(
          inPlay.map((m) =>
            watchMatch(m.matchID).pipe(
              map((s): FollowedScore | null => {
                if (s.kind !== 'ready') return null;
                const { state, match } = s.centre;
                const phase = followedPhase(state);
                return phase ? { ...m, score: match.score ?? { home: 0, away: 0 }, phase } : null;
              }),
              startWith(null),
              distinctUntilChanged(sameScore),
            ),
          ),
        ).pipe(map((scores) => scores.filter((s): s is FollowedScore => s !== null)));

/** the scores the live table counts: a void match counts for nothing */
export const countedScores = (scores: readonly FollowedScore[]): LiveScore[] =>
  scores.filter((s) => s.phase !== 'void').map(({ phase: _phase, ...score }) => score);
