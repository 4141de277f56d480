import { firstTeamSlug, type TeamConfig } from '@core/config/site-config';

/** a team's slug in an address: the first team's empty slug is written 'first-team' */
export const teamSlugInPath = (team: Pick<TeamConfig, 'slug'> | null | undefined): string =>
  team && team.slug !== '' ? team.slug : firstTeamSlug;

/**
 * A player's profile address: /players/:player for the first team, /players/:team/:player for the
 * others, so the address itself says the team (the child-friendly rule reads it before any data).
 */
export function playerHref(team: Pick<TeamConfig, 'slug'> | null | undefined, playerSlug: string): string {
  const slug = encodeURIComponent(playerSlug);
  return team && team.slug !== '' ? `/players/${encodeURIComponent(team.slug)}/${slug}` : `/players/${slug}`;
}

/** the match centre of one match: /match/<team slug or first-team>/<season>/<matchID> */
export const matchCentreHref = (
  team: Pick<TeamConfig, 'slug'> | null | undefined,
  season: string,
  matchID: string,
): string =>
  `/match/${encodeURIComponent(teamSlugInPath(team))}/${encodeURIComponent(season)}/${encodeURIComponent(matchID)}`;

/** the fixtures page of a team: /matches for the first team, /matches/:team otherwise */
export const fixturesHref = (team: Pick<TeamConfig, 'slug'>): string =>
  team.slug === '' ? '/matches' : `/matches/${encodeURIComponent(team.slug)}`;

/** the women's team's player sponsorship page (page tree: women/player-sponsorship) */
export const PLAYER_SPONSORSHIP_PATH = '/women/player-sponsorship';
