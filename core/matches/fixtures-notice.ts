/**
 * What the fixtures page says above its lists once the season is read. In preseason (the
 * match-data service says the season's fixtures are not out yet) it is 'New fixtures coming
 * soon' whatever the filters: a fan must not read "no matches" as "no season". Otherwise an
 * empty list says there is nothing to show, for the filters when some are set.
 */
import { noFixtureFilter, type FixtureFilter } from './fixture-filter-search';

export type FixturesNotice = 'preseason' | 'no-matches' | 'no-matches-for-filters' | 'none';

export function fixturesNotice(
  season: { readonly preseason: boolean; readonly shown: number },
  filter: FixtureFilter,
): FixturesNotice {
  if (season.preseason) return 'preseason';
  if (season.shown > 0) return 'none';
  const filtered = filter.competition !== noFixtureFilter.competition || filter.show !== noFixtureFilter.show;
  return filtered ? 'no-matches-for-filters' : 'no-matches';
}
