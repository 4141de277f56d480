// The teams feature's face for app/: pages load lazily (one chunk each).
export const teamPages = {
  list: () => import('./teams-list-page'),
  team: () => import('./team-page'),
  player: () => import('./player-page'),
  women: () => import('./women-page'),
  academy: () => import('./academy-page'),
};
