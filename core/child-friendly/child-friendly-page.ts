/**
 * The one rule that decides whether a page is child friendly (CHILD-1,
 * TEAMS-1): the pages of a team configured childFriendly (U21, U18) - its team page, its players,
 * its fixtures and its match centres - and the academy hub with everything under it.
 *
 * The route is read first: /teams/:team, /players/:team/:player, /matches/:team/:season and
 * /match/:team/:season/:matchID name their team in the address. Where the address does not
 * (/players/:player, /match/:matchID), the page passes the team its loaded data belongs to.
 * When in doubt the answer leans child friendly: hiding a sponsor on an adult page costs little,
 * showing a betting advert on an U18 page does not.
 */
import { teams as siteTeams, type TeamConfig } from '../config/site-config';
import { teamBySlug } from '../teams/team-route';

export interface ChildFriendlyPageInput {
  /** the route's pathname (query and hash are ignored) */
  readonly path: string;
  /** the team the page's data belongs to, when the address does not say (a player's or a match's team id) */
  readonly teamId?: string | null;
  /** the page itself asks for child-friendly mode (a content page's 'child-friendly' middleware) */
  readonly childFriendly?: boolean;
}

/** the academy hub's path segment: /academy and every page under it */
export const ACADEMY_SEGMENT = 'academy';
/** routes whose second segment may be a team slug */
const teamRouteSegments: ReadonlySet<string> = new Set(['teams', 'players', 'matches', 'match']);

function segmentsOf(path: string): string[] {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname
    .split('/')
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s).toLowerCase();
      } catch {
        return s.toLowerCase();
      }
    });
}

export function isChildFriendlyPage(page: ChildFriendlyPageInput, teams: readonly TeamConfig[] = siteTeams): boolean {
  const [first, second] = segmentsOf(page.path);
  if (first === ACADEMY_SEGMENT || page.childFriendly === true) return true;
  // a team slug in the address; a bare /teams or /matches is the list or the first team, never a child team
  const fromPath =
    first && second !== undefined && teamRouteSegments.has(first) ? teamBySlug(second, teams) : undefined;
  const fromData = page.teamId ? teams.find((t) => t.id === page.teamId) : undefined;
  return fromPath?.childFriendly === true || fromData?.childFriendly === true;
}
