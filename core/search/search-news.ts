import { newsPaging } from '../config/site-config';
import type { NewsSearchFilter, NewsSearchResult, NewsSearchSort } from './search-types';
import type { SearchPort } from '../ports/search.port';
import { ok, type Result } from '../shared/result';
import type { ServiceError } from '../shared/service-error';

/** What the search panel asks for: a 1-based page of the submitted term. */
export interface SearchNewsRequest {
  readonly term: string;
  readonly filter: NewsSearchFilter;
  readonly sort: NewsSearchSort;
  /** 1-based */
  readonly page: number;
}

export type SearchNews = (request: SearchNewsRequest) => Promise<Result<NewsSearchResult, ServiceError>>;

export const emptySearchResult: NewsSearchResult = { hits: [], found: 0 };

/** True when the text is worth sending: search runs only for submitted, non-blank text. */
export function isSearchableTerm(term: string): boolean {
  return term.trim().length > 0;
}

/** The 0-based offset of a 1-based page (page size 8 on the site). */
export function searchStart(page: number, pageSize: number = newsPaging.searchPageSize): number {
  return (Math.max(1, Math.floor(page)) - 1) * pageSize;
}

/**
 * News search (SEARCH-2, SEARCH-3). Blank text never reaches the service: it is
 * answered with no results. A service failure is returned as data; the caller
 * logs it and treats the search as finished with no results (the spec's rule),
 * which keeps that policy visible where the panel's state is decided.
 */
export const makeSearchNews =
  ({ search }: { search: SearchPort }): SearchNews =>
  async ({ term, filter, sort, page }) => {
    if (!isSearchableTerm(term)) return ok(emptySearchResult);
    return search.news({
      term: term.trim(),
      size: newsPaging.searchPageSize,
      start: searchStart(page),
      sort,
      filter,
    });
  };
