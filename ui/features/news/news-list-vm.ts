import type { LoadNewsList, LoadNewsPage, NewsCategory, NewsListFilter, NewsListFirstPage, NewsSummary } from '@core';
import { createPagedListVm, type PagedListState, type PagedListVm } from '../../shared/view-models/paged-list-vm';

export { canLoadMore } from '../../shared/view-models/paged-list-vm';
export type { NewsListFilter } from '@core';

interface NewsListExtras {
  /** every category, for the chip list; empty when the service could not say */
  categories: NewsCategory[];
  /** the filtered category once validated */
  category: NewsCategory | null;
}

export type NewsListState = PagedListState<NewsSummary, NewsListFilter> & NewsListExtras;
export type NewsListVm = PagedListVm<NewsSummary, NewsListFilter, NewsListState>;

export interface NewsListVmDeps {
  readonly loadNewsList: LoadNewsList;
  readonly loadNewsPage: LoadNewsPage;
  readonly filter: NewsListFilter;
  readonly pageSize: number;
  /** the state the server rendered */
  readonly seed?: NewsListState;
}

/**
 * A news list (all news, a category, a date archive): the shared paged list, whose
 * first page also brings the categories (an unknown category is a 404).
 */
export function createNewsListVm({ loadNewsList, loadNewsPage, filter, pageSize, seed }: NewsListVmDeps): NewsListVm {
  return createPagedListVm<NewsSummary, NewsListFilter, NewsListFirstPage, NewsListExtras>({
    query: filter,
    pageSize,
    idOf: (item) => item.id,
    fetchPage: (query, page) => loadNewsPage({ ...query, page, pageSize }),
    first: (query) => ({
      fetch: () => loadNewsList(query, pageSize),
      listed: (answer) => answer.listed,
      applyExtras(answer, state) {
        state.categories = [...answer.categories];
        if (answer.listed.ok) state.category = answer.listed.value.category;
      },
    }),
    extra: { categories: [], category: null },
    ...(seed ? { seed } : {}),
  });
}
