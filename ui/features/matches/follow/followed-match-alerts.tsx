import { lazy, Suspense } from 'react';
import { useFollowedMatch } from './use-followed-match';

// the alerts' box and its feed load only for a fan who follows a match
const MatchAlertsBox = lazy(() => import('./match-alerts-box'));

/**
 * Goal alerts on every page, for the match this device follows. Nothing is read
 * before the page's view models start, and nothing more is downloaded unless a match is followed.
 */
export function FollowedMatchAlerts() {
  const follow = useFollowedMatch();
  return follow ? (
    <Suspense fallback={null}>
      <MatchAlertsBox key={follow.matchID} follow={follow} />
    </Suspense>
  ) : null;
}
