/**
 * A followed match's alerts as it goes on: each change a fan is alerted to (matchAlert:
 * a goal, a goal disallowed or corrected, the final score), until the final score. Its own module:
 * only the alerts' box (loaded for a fan who follows a match) builds it, so the rule is not in every
 * page's first bundle.
 */
import { filter, map, pairwise, takeWhile, type Observable } from 'rxjs';
import { matchAlert, type MatchAlert } from './match-alerts';
import type { MatchCentre } from './match-centre';
import type { WatchMatch } from './watch-match';

/** the alerts of one match as it goes on, until its final score (the feed completes after it) */
export type FollowAlerts = (matchID: string) => Observable<MatchAlert>;

export const makeFollowAlerts =
  ({ watchMatch }: { watchMatch: WatchMatch }): FollowAlerts =>
  (matchID) =>
    watchMatch(matchID).pipe(
      filter((s): s is { kind: 'ready'; centre: MatchCentre } => s.kind === 'ready'),
      map((s) => s.centre),
      pairwise(),
      map(([before, after]) => matchAlert(before, after)),
      filter((a): a is MatchAlert => a !== null),
      takeWhile((a) => a.kind !== 'full-time', true),
    );
