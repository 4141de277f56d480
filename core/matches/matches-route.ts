/**
 * The team and season a /matches route names, and the addresses of the fixtures page and the
 * match centre. No dates here (no dayjs): the site server's calendar feed uses these too.
 */
import { firstTeamSlug, type TeamConfig } from '../config/site-config';
import { teamBySlug } from '../teams/team-route';
import { fixtureFilterSearch, noFixtureFilter, type FixtureFilter } from './fixture-filter-search';
import type { Match } from './match-types';

export type MatchesRoute<T extends TeamConfig = TeamConfig> =
  | { readonly kind: 'team'; readonly team: T; readonly season: string | undefined }
  | { readonly kind: 'external'; readonly team: T; readonly url: string }
  | { readonly kind: 'not-found' };

/**
 * /matches, /matches/:team, /matches/:team/:season: a team shown on /matches and a season slug;
 * no season is the match-data service's current one, and which seasons it holds is its to say
 * (it answers 'not found' for any other): the site holds no season of its own
 */
export function resolveMatchesRoute<T extends TeamConfig>(
  teamSlug: string | undefined,
  seasonSlug: string | undefined,
  teams: readonly T[],
): MatchesRoute<T> {
  const team = teamBySlug(teamSlug, teams);
  if (!team || !team.showOnMatches) return { kind: 'not-found' };
  const url = team.externalMatchPage.trim();
  if (url !== '') return { kind: 'external', team, url };
  if (seasonSlug !== undefined && !isSeasonSlug(seasonSlug)) return { kind: 'not-found' };
  return { kind: 'team', team, season: seasonSlug };
}

/** the route slug of a team on /matches and /match ('' -> 'first-team') */
export const matchTeamSlug = (team: Pick<TeamConfig, 'slug'>): string => (team.slug === '' ? firstTeamSlug : team.slug);

const isSeasonSlug = (slug: string): boolean => /^\d{4}-\d{2}$/.test(slug);

/** /matches[/{team}[/{season}]]: without a season (the current one's address), the service's current season */
export function matchesHref(
  team: Pick<TeamConfig, 'slug' | 'externalMatchPage'>,
  season?: string,
  filter: FixtureFilter = noFixtureFilter,
): string {
  const external = team.externalMatchPage.trim();
  if (external !== '') return external;
  const base = season
    ? `/matches/${matchTeamSlug(team)}/${season}`
    : team.slug === ''
      ? '/matches'
      : `/matches/${matchTeamSlug(team)}`;
  return base + fixtureFilterSearch(filter);
}

/** 'Watch Live' from the fixtures opens the match centre with its video: ?watch=live */
export const matchCentreWatch = { param: 'watch', live: 'live' } as const;

/** ?tab=stats: the match centre's section on a phone (its server page renders the one named) */
export const matchCentreTabParam = 'tab';

/** the match centre's address: /match/{team}/{season}/{matchID} */
export function matchCentreHref(
  match: Pick<Match, 'matchID' | 'season' | 'teamID'>,
  teams: readonly TeamConfig[],
): string {
  const team = teams.find((t) => t.id === match.teamID);
  return `/match/${team ? matchTeamSlug(team) : firstTeamSlug}/${match.season}/${encodeURIComponent(match.matchID)}`;
}

/** /match/:team?/:season?/:matchID?: the match id is the last segment given */
export function matchIdFromParams(params: Readonly<Record<string, string | undefined>>): string | undefined {
  return (
    params.matchID ??
    (params.season && !/^\d{4}-\d{2}$/.test(params.season) ? params.season : undefined) ??
    (params.team && !params.season ? params.team : undefined)
  );
}

export const matchSeasonLabel = (slug: string): string => `${slug.slice(0, 4)}/${slug.slice(5)}`;

export type TableRoute<T extends TeamConfig = TeamConfig> =
  { readonly kind: 'team'; readonly team: T; readonly season: string | undefined } | { readonly kind: 'not-found' };

/**
 * /matches/table, /matches/table/:team, /matches/table/:team/:season: a team shown on /matches
 * and a season slug (which seasons have tables is the match-data service's to say: it answers
 * 'not found' for any other); no season is the service's current one
 */
export function resolveTableRoute<T extends TeamConfig>(
  teamSlug: string | undefined,
  seasonSlug: string | undefined,
  teams: readonly T[],
): TableRoute<T> {
  const team = teamBySlug(teamSlug, teams);
  if (!team || !team.showOnMatches) return { kind: 'not-found' };
  if (seasonSlug !== undefined && !isSeasonSlug(seasonSlug)) return { kind: 'not-found' };
  return { kind: 'team', team, season: seasonSlug };
}

/** the league table's address: /matches/table[/{team}[/{season}]][?competition=] */
export function leagueTableHref(team: Pick<TeamConfig, 'slug'>, season?: string, competitionID?: string): string {
  const path = season
    ? `/matches/table/${matchTeamSlug(team)}/${season}`
    : team.slug === ''
      ? '/matches/table'
      : `/matches/table/${matchTeamSlug(team)}`;
  return competitionID ? `${path}?competition=${encodeURIComponent(competitionID)}` : path;
}
