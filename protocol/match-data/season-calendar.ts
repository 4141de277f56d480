/**
 * Which season a moment belongs to, as the match-data service answers it from its clock. A season runs August to May; the close season (June and July) already belongs to the
 * next one, whose pre-season friendlies are played in July and whose fixtures come out in June.
 * So 27 November 2026 is in 2026-27, 15 May 2027 still in 2026-27, 1 June 2027 in 2027-28. The
 * day is London's (the club's calendar), so the season turns at midnight in London.
 */
import { isBritishSummerTime } from './london-kick-off';

/** the first month (0-based) of a season's calendar year: June */
export const SEASON_TURNS_IN_MONTH = 5;

/** '2026-27' for any moment from 1 June 2026 to 31 May 2027, London time */
export function seasonOf(ms: number): string {
  const london = new Date(ms + (isBritishSummerTime(ms) ? 3_600_000 : 0));
  const year = london.getUTCFullYear();
  return seasonSlug(london.getUTCMonth() >= SEASON_TURNS_IN_MONTH ? year : year - 1);
}

/** the season that starts in `year`: 2026 -> '2026-27' */
export const seasonSlug = (year: number): string => `${year}-${String((year + 1) % 100).padStart(2, '0')}`;

/** '2026-27' -> 2026 */
export const seasonStartYear = (slug: string): number => Number(slug.slice(0, 4));

/** '2026-27' -> '2025-26' */
export const previousSeason = (slug: string): string => seasonSlug(seasonStartYear(slug) - 1);

/** '2026-27' -> '2026/27', as the site shows it */
export const seasonLabel = (slug: string): string => `${slug.slice(0, 4)}/${slug.slice(5)}`;
