/** The ids a test or a demo names, re-exported in one place (the live match, the planted special cases). */
export { LIVE_MATCH_ID, DEFAULT_LIVE_OFFSET_MINUTES, DEFAULT_REPLAY_SPEED } from './live-match-seed';
export { plantedMatchIDs, seededSeasonsAt } from './season-seed';
export { seasonOf, previousSeason } from './season-calendar';
