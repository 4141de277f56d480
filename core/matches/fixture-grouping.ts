/**
 * The fixtures page's lists (ROUTE-2 /matches): what is still to come, soonest first,
 * and results, most recent first, each grouped by month in London time. A total order
 * (kick-off, then matchID) so equal kick-offs never swap between renders or between server
 * and client.
 */
import { londonMonthKey, londonMonthLabel } from '../format/london-time';
import type { Match } from './match-types';

export interface MonthGroup {
  /** '2025-10' */
  readonly monthKey: string;
  /** 'October 2025' */
  readonly label: string;
  readonly matches: readonly Match[];
}

export type FixtureOrder = 'soonest-first' | 'latest-first';

export function orderFixtures(matches: readonly Match[], order: FixtureOrder): Match[] {
  const sign = order === 'soonest-first' ? 1 : -1;
  return [...matches].sort(
    (a, b) => sign * (Date.parse(a.kickOff) - Date.parse(b.kickOff)) || sign * a.matchID.localeCompare(b.matchID),
  );
}

/** consecutive runs of one London month, in the order given (order first, then group) */
export function groupByMonth(ordered: readonly Match[]): MonthGroup[] {
  const groups: { monthKey: string; label: string; matches: Match[] }[] = [];
  for (const match of ordered) {
    const monthKey = londonMonthKey(match.kickOff);
    const last = groups[groups.length - 1];
    if (last?.monthKey === monthKey) last.matches.push(match);
    else groups.push({ monthKey, label: londonMonthLabel(match.kickOff), matches: [match] });
  }
  return groups;
}

/** a result has a final state; everything else (upcoming, live, postponed) is a fixture */
export const isResult = (m: Match): boolean => m.status === 'played' || m.status === 'abandoned';

export interface FixturesAndResults {
  readonly fixtures: readonly MonthGroup[];
  readonly results: readonly MonthGroup[];
}

export function fixturesAndResults(matches: readonly Match[]): FixturesAndResults {
  return {
    fixtures: groupByMonth(
      orderFixtures(
        matches.filter((m) => !isResult(m)),
        'soonest-first',
      ),
    ),
    results: groupByMonth(orderFixtures(matches.filter(isResult), 'latest-first')),
  };
}
