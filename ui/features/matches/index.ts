// The matches feature's face for app/: each page loads lazily (one chunk each).
export const matchesPages = {
  fixtures: () => import('./fixtures/fixtures-page'),
  centre: () => import('./centre/match-centre-page'),
};
// goal alerts for the match this device follows, on every page (the box itself loads only for a follower)
export { FollowedMatchAlerts } from './follow/followed-match-alerts';
