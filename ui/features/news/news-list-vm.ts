import { proxy } from 'valtio/vanilla';
import type { NewsCategory, NewsPort, NewsSummary } from '@core';
import { appendUnique } from '../../shared/view-models/append-unique';
import { loading, notFoundStatus, ready, statusFromError, type LoadStatus } from '../../shared/view-models/load-status';
import { createRequestGuard } from '../../shared/view-models/request-guard';

/** What a news list shows: all news, one category, or a date archive (/news/2025/08). */
export interface NewsListFilter {
  readonly category?: string;
  readonly year?: number;
  readonly month?: number;
  readonly day?: number;
}

export interface NewsListState {
  status: LoadStatus;
  items: NewsSummary[];
  /** total matching articles on the service */
  total: number;
  /** pages loaded so far (0 before the first answer) */
  page: number;
  pageSize: number;
  /** every category, for the chip list; empty when the service could not say */
  categories: NewsCategory[];
  /** the filtered category once validated */
  category: NewsCategory | null;
  loadingMore: boolean;
  /** how many cards the last "load more" added, for the live region */
  lastAdded: number;
  /** the first card the last "load more" added: the page moves focus to it */
  firstNewId: string | null;
}

export interface NewsListVm {
  readonly state: NewsListState;
  /** loads page 1; returns a disposer that drops answers still in flight */
  start(): () => void;
  loadMore(): Promise<void>;
  /** repeats whatever failed: the first page, or the next one (keeping the cards shown) */
  retry(): Promise<void>;
}

/** More pages exist and nothing is loading. */
export function canLoadMore(s: Pick<NewsListState, 'page' | 'pageSize' | 'total' | 'loadingMore' | 'status'>): boolean {
  return s.page > 0 && !s.loadingMore && s.status.kind !== 'loading' && s.page * s.pageSize < s.total;
}

export function createNewsListVm(deps: { news: NewsPort; filter: NewsListFilter; pageSize: number }): NewsListVm {
  const { news, filter, pageSize } = deps;
  const guard = createRequestGuard();
  const state = proxy<NewsListState>({
    status: loading, items: [], total: 0, page: 0, pageSize, categories: [], category: null,
    loadingMore: false, lastAdded: 0, firstNewId: null,
  });

  async function loadFirst(): Promise<void> {
    const ticket = guard.next();
    state.status = loading;
    state.loadingMore = false;
    const [listed, categories] = await Promise.all([news.list({ ...filter, page: 1, pageSize }), news.categories()]);
    if (!guard.isCurrent(ticket)) return;

    if (categories.ok) state.categories = [...categories.value];
    if (filter.category !== undefined) {
      // an unknown category is a 404, so the list cannot be shown before the categories answer
      if (!categories.ok) {
        state.status = statusFromError(categories.error);
        return;
      }
      const category = categories.value.find((c) => c.slug === filter.category);
      if (!category) {
        state.status = notFoundStatus;
        return;
      }
      state.category = category;
    }
    if (!listed.ok) {
      state.status = statusFromError(listed.error);
      return;
    }
    state.items = appendUnique([], listed.value.items);
    state.total = listed.value.total;
    state.page = 1;
    state.lastAdded = 0;
    state.firstNewId = null;
    state.status = ready;
  }

  async function loadMore(): Promise<void> {
    if (state.page === 0 || state.loadingMore || state.status.kind === 'loading') return;
    const ticket = guard.next();
    state.loadingMore = true;
    const listed = await news.list({ ...filter, page: state.page + 1, pageSize });
    if (!guard.isCurrent(ticket)) return;
    state.loadingMore = false;
    if (!listed.ok) {
      // a missing later page is a failure to load more, never a 404 of the whole list
      state.status = { kind: 'error', code: listed.error.code };
      return;
    }
    const before = state.items.length;
    state.items = appendUnique(state.items, listed.value.items);
    state.lastAdded = state.items.length - before;
    state.firstNewId = state.items[before]?.id ?? null;
    state.page += 1;
    state.total = listed.value.total;
    state.status = ready;
  }

  return {
    state,
    start() {
      void loadFirst();
      return () => guard.invalidate();
    },
    loadMore,
    retry: () => (state.page === 0 ? loadFirst() : loadMore()),
  };
}
