/** The fixtures page's filters as they travel in the address (?competition=...&show=played|upcoming). */
export type FixtureShow = 'all' | 'played' | 'upcoming';
export interface FixtureFilter {
  /** competitionID, or '' for every competition */
  readonly competition: string;
  readonly show: FixtureShow;
}
export const noFixtureFilter: FixtureFilter = { competition: '', show: 'all' };

/** every query parameter the filter is read from (the site server's page cache keys by these alone) */
export const fixtureFilterParams = ['competition', 'show'] as const;

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
