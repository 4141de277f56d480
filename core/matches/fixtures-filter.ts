/**
 * The fixtures page's filters, kept in the address (?competition=...&show=played|upcoming),
 * the team and season a /matches route names, and the next match to jump to.
 */
import { isResult, fixturesAndResults, type FixturesAndResults } from './fixture-grouping';
import type { FixtureFilter } from './fixture-filter-search';
import type { Match } from './match-types';

export * from './fixture-filter-search';

/** the season's matches as shown under a filter: fixtures and results still grouped by month */
export function filterFixtures(matches: readonly Match[], filter: FixtureFilter): FixturesAndResults {
  const kept = matches.filter(
    (m) =>
      (filter.competition === '' || m.competition.competitionID === filter.competition) &&
      (filter.show === 'all' || (filter.show === 'played') === isResult(m)),
  );
  return fixturesAndResults(kept);
}

/** the competitions of a season, each once, in first-played order */
export function competitionsOf(matches: readonly Match[]): Match['competition'][] {
  const seen = new Map<string, Match['competition']>();
  for (const m of matches)
    if (!seen.has(m.competition.competitionID)) seen.set(m.competition.competitionID, m.competition);
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

export * from './matches-route';
