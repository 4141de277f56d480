import type { NewsSearchHit, NewsSearchResult } from './search-types';
import type { Result } from '../shared/result';
import type { ServiceError } from '../shared/service-error';

/**
 * How a finished search ends (SEARCH-2): a failure is finished with no
 * results, as the spec says, but it is not the same as a search that found
 * nothing. 'No results found' is the spec's text for an empty answer; telling
 * a fan that after the search service failed would mislead them, so a failed
 * search keeps its own flag and the panel says the search is unavailable.
 */
export interface SettledSearch {
  readonly hits: readonly NewsSearchHit[];
  readonly found: number;
  /** the service failed (5xx, timeout, broken answer): no results, but not 'No results found' */
  readonly unavailable: boolean;
}

export function settleSearch(outcome: Result<NewsSearchResult, ServiceError>): SettledSearch {
  if (outcome.ok) return { hits: outcome.value.hits, found: outcome.value.found, unavailable: false };
  return { hits: [], found: 0, unavailable: true };
}
