/**
 * Which team a route's :team slug names (ROUTE-7, TEAMS-1). The first team's slug is empty;
 * its named slug 'first-team' means the same, so /teams/first-team and /matches are one team.
 * Slugs are matched case-insensitively (a typed 'U21' still arrives), after trimming.
 *
 * On the teams pages a team not shown on /teams (showOnTeams false) is not found rather than a
 * page nobody links to, and a team whose page lives elsewhere (externalTeamPage) is a redirect.
 */
import { firstTeamSlug, type TeamConfig } from '../config/site-config';

export type TeamRoute<T extends TeamConfig = TeamConfig> =
  | { readonly kind: 'team'; readonly team: T }
  | { readonly kind: 'external'; readonly team: T; readonly url: string }
  | { readonly kind: 'not-found' };

const normalise = (slug: string | undefined): string => {
  const s = (slug ?? '').trim().toLowerCase();
  return s === firstTeamSlug ? '' : s;
};

/** the team a slug names, shown or not ('' and 'first-team' both name the team whose slug is '') */
export function teamBySlug<T extends TeamConfig>(slug: string | undefined, teams: readonly T[]): T | undefined {
  const wanted = normalise(slug);
  return teams.find((t) => normalise(t.slug) === wanted);
}

/** /teams/:team and /players/:team/:player */
export function resolveTeamRoute<T extends TeamConfig>(slug: string | undefined, teams: readonly T[]): TeamRoute<T> {
  const team = teamBySlug(slug, teams);
  if (!team || !team.showOnTeams) return { kind: 'not-found' };
  const url = team.externalTeamPage.trim();
  return url !== '' ? { kind: 'external', team, url } : { kind: 'team', team };
}

/** the /teams list: the teams shown there, in configuration order */
export const teamsOnTeamsPage = <T extends TeamConfig>(teams: readonly T[]): T[] => teams.filter((t) => t.showOnTeams);

/** a team page's address: its external page when it has one, else /teams/{slug} ('' -> 'first-team') */
export function teamHref(team: Pick<TeamConfig, 'slug' | 'externalTeamPage'>): string {
  const external = team.externalTeamPage.trim();
  if (external !== '') return external;
  return `/teams/${normalise(team.slug) === '' ? firstTeamSlug : encodeURIComponent(team.slug)}`;
}
