/**
 * /matches/:team/calendar.ics: a team's fixtures of the current season as an iCalendar
 * feed, from the site's own MatchPort (as sitemap.xml reads its ports). Kept briefly: a
 * calendar polls it, and a kick-off time can move.
 */
// the modules themselves, not the core's index: this runs in Node without a bundler, and
// the index brings dayjs plugins Node cannot resolve by their bare names
import type { MatchPort } from '@core';
import { matchesToIcs } from '@core/matches/match-calendar';
import { matchCentreHref, resolveMatchesRoute } from '@core/matches/matches-route';
import { teams } from '@core/config/site-config';

export const CALENDAR_CACHE_CONTROL = 'public, max-age=300';

export interface MatchCalendarSources {
  readonly matches: Pick<MatchPort, 'fixtures'>;
}

export type CalendarAnswer =
  | { readonly kind: 'ics'; readonly body: string; readonly filename: string }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'unavailable' };

export async function teamCalendar(
  sources: MatchCalendarSources,
  teamSlug: string,
  siteOrigin: string,
  nowMs: number,
): Promise<CalendarAnswer> {
  const route = resolveMatchesRoute(teamSlug, undefined, teams);
  if (route.kind !== 'team') return { kind: 'not-found' };
  const listed = await sources.matches.fixtures(route.team.id, route.season);
  if (!listed.ok) return listed.error.code === 'SERVICE.NOT_FOUND' ? { kind: 'not-found' } : { kind: 'unavailable' };
  const body = matchesToIcs(listed.value.matches, {
    nowMs,
    matchUrl: (m) => `${siteOrigin}${matchCentreHref(m, teams)}`,
    calendarName: `UZFC ${route.team.name} fixtures`,
  });
  return { kind: 'ics', body, filename: `${route.team.slug || 'first-team'}-fixtures.ics` };
}
