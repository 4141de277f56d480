/** News search (SEARCH-3, SEARCH-4). */
export type NewsSearchSort = 'relevance' | 'date';
export type NewsSearchFilter = 'all' | 'exact';

export interface NewsSearchQuery {
  readonly term: string;
  /** page size: 8 on the site */
  readonly size: number;
  /** 0-based offset */
  readonly start: number;
  readonly sort: NewsSearchSort;
  readonly filter: NewsSearchFilter;
}

export interface NewsSearchHit {
  readonly slug: string;
  readonly title: string;
  readonly publishedDate: string;
  readonly category: string;
  readonly imageKey: string;
}

export interface NewsSearchResult {
  readonly hits: readonly NewsSearchHit[];
  readonly found: number;
}
