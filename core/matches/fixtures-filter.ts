/**
 * The fixtures page's filters, kept in the address (?competition=...&show=played|upcoming),
 * the team and season a /matches route names, and the next match to jump to.
 */
import { firstTeamSlug, matchSeasons, season as currentSeason, type TeamConfig } from '../config/site-config';
import { teamBySlug } from '../teams/team-route';
import { isResult, fixturesAndResults, type FixturesAndResults } from './fixture-grouping';
import type { Match } from './match-types';

export type FixtureShow = 'all' | 'played' | 'upcoming';
export interface FixtureFilter {
  /** competitionID, or '' for every competition */
  readonly competition: string;
  readonly show: FixtureShow;
}
export const noFixtureFilter: FixtureFilter = { competition: '', show: 'all' };

/** unknown values read as "no filter": an old or hand-typed link still shows the list */
export function fixtureFilterFromSearch(search: URLSearchParams): FixtureFilter {
  const show = search.get('show');
  return {
    competition: (search.get('competition') ?? '').trim(),
    show: show === 'played' || show === 'upcoming' ? show : 'all',
  };
}

export function fixtureFilterSearch(filter: FixtureFilter): string {
  const params = new URLSearchParams();
  if (filter.competition) params.set('competition', filter.competition);
  if (filter.show !== 'all') params.set('show', filter.show);
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** the season's matches as shown under a filter: fixtures and results still grouped by month */
export function filterFixtures(matches: readonly Match[], filter: FixtureFilter): FixturesAndResults {
  const kept = matches.filter((m) =>
    (filter.competition === '' || m.competition.competitionID === filter.competition)
    && (filter.show === 'all' || (filter.show === 'played') === isResult(m)));
  return fixturesAndResults(kept);
}

/** the competitions of a season, each once, in first-played order */
export function competitionsOf(matches: readonly Match[]): Match['competition'][] {
  const seen = new Map<string, Match['competition']>();
  for (const m of matches) if (!seen.has(m.competition.competitionID)) seen.set(m.competition.competitionID, m.competition);
  return [...seen.values()];
}

/** the live match, else the soonest one not yet played (postponed ones have no date to jump to) */
export function nextMatch(matches: readonly Match[], nowMs: number): Match | undefined {
  const live = matches.find((m) => m.status === 'live');
  if (live) return live;
  return matches
    .filter((m) => m.status === 'scheduled' && Date.parse(m.kickOff) >= nowMs - 3 * 60 * 60_000)
    .sort((a, b) => Date.parse(a.kickOff) - Date.parse(b.kickOff) || a.matchID.localeCompare(b.matchID))[0];
}

export type MatchesRoute<T extends TeamConfig = TeamConfig> =
  | { readonly kind: 'team'; readonly team: T; readonly season: string }
  | { readonly kind: 'external'; readonly team: T; readonly url: string }
  | { readonly kind: 'not-found' };

/** /matches, /matches/:team, /matches/:team/:season: a team shown on /matches and a season with fixtures */
export function resolveMatchesRoute<T extends TeamConfig>(teamSlug: string | undefined, seasonSlug: string | undefined, teams: readonly T[]): MatchesRoute<T> {
  const team = teamBySlug(teamSlug, teams);
  if (!team || !team.showOnMatches) return { kind: 'not-found' };
  const url = team.externalMatchPage.trim();
  if (url !== '') return { kind: 'external', team, url };
  const season = seasonSlug === undefined ? currentSeason.slug : seasonSlug.trim();
  if (!(matchSeasons as readonly string[]).includes(season)) return { kind: 'not-found' };
  return { kind: 'team', team, season };
}

/** the route slug of a team on /matches and /match ('' -> 'first-team') */
export const matchTeamSlug = (team: Pick<TeamConfig, 'slug'>): string => (team.slug === '' ? firstTeamSlug : team.slug);

export function matchesHref(team: Pick<TeamConfig, 'slug' | 'externalMatchPage'>, season?: string, filter: FixtureFilter = noFixtureFilter): string {
  const external = team.externalMatchPage.trim();
  if (external !== '') return external;
  const base = season && season !== currentSeason.slug ? `/matches/${matchTeamSlug(team)}/${season}` : team.slug === '' ? '/matches' : `/matches/${matchTeamSlug(team)}`;
  return base + fixtureFilterSearch(filter);
}

/** the match centre's address: /match/{team}/{season}/{matchID} */
export function matchCentreHref(match: Pick<Match, 'matchID' | 'season' | 'teamID'>, teams: readonly TeamConfig[]): string {
  const team = teams.find((t) => t.id === match.teamID);
  return `/match/${team ? matchTeamSlug(team) : firstTeamSlug}/${match.season}/${encodeURIComponent(match.matchID)}`;
}

/** /match/:team?/:season?/:matchID?: the match id is the last segment given */
export function matchIdFromParams(params: Readonly<Record<string, string | undefined>>): string | undefined {
  return params.matchID ?? (params.season && !/^\d{4}-\d{2}$/.test(params.season) ? params.season : undefined) ?? (params.team && !params.season ? params.team : undefined);
}

export const matchSeasonLabel = (slug: string): string => `${slug.slice(0, 4)}/${slug.slice(5)}`;
