import { proxy } from 'valtio/vanilla';
import type { Result, ServiceError } from '@core';
import { appendUnique } from './append-unique';
import { createLatestWins } from './latest-wins';
import { loading, ready, statusFromError, type LoadStatus } from './load-status';

/** One page as a list service answers it. */
export interface PageAnswer<T> {
  readonly items: readonly T[];
  /** matching items across all pages */
  readonly total: number;
}

/**
 * A paged list (news, a video search): the items shown, the pages loaded, "load more"
 * and its progress. The data sits next to the status, so a failed retry or a failed
 * "load more" keeps what the visitor already sees.
 */
export interface PagedListState<T, Q> {
  status: LoadStatus;
  /** what the list shows (or is loading): its filters */
  query: Q;
  items: T[];
  total: number;
  /** pages loaded for this query (0 before the first answer) */
  page: number;
  pageSize: number;
  loadingMore: boolean;
  /** how many items the last "load more" added, for the live region */
  lastAdded: number;
  /** the first item the last "load more" added: the page moves focus to it */
  firstNewId: string | null;
}

export interface PagedListVm<T, Q, S extends PagedListState<T, Q> = PagedListState<T, Q>> {
  readonly state: S;
  /** loads page 1 (nothing when made from the server's seed); returns a disposer that drops answers still in flight */
  start(): () => void;
  /** loads page 1 and settles: the server awaits it before rendering */
  load(): Promise<void>;
  /** a new query; answers for older queries are dropped */
  apply(query: Q): Promise<void>;
  loadMore(): Promise<void>;
  /** repeats whatever failed: the first page, or the next one (keeping the items shown) */
  retry(): Promise<void>;
}

/** More pages exist and the list is settled (not loading, not failed, no "load more" running). */
export function canLoadMore(
  s: Pick<PagedListState<unknown, unknown>, 'page' | 'pageSize' | 'total' | 'loadingMore' | 'status'>,
): boolean {
  return s.page > 0 && !s.loadingMore && s.status.kind === 'ready' && s.page * s.pageSize < s.total;
}

/** The first page may come with extras (a news list's categories), written only while current. */
export interface FirstPage<T, F, X> {
  fetch(): Promise<F>;
  listed(answer: F): Result<PageAnswer<T>, ServiceError>;
  /** writes the extras into the list's state (called only for the current answer) */
  applyExtras(answer: F, state: X): void;
}

export interface PagedListDeps<T, Q, F, X extends object> {
  readonly query: Q;
  readonly pageSize: number;
  readonly idOf: (item: T) => string;
  /** a 1-based page of this query */
  readonly fetchPage: (query: Q, page: number) => Promise<Result<PageAnswer<T>, ServiceError>>;
  /** the first page, when it carries more than the items (default: fetchPage(query, 1)) */
  readonly first?: (query: Q) => FirstPage<T, F, X>;
  /** a new query equal to the current one does not search again (default: never equal) */
  readonly sameQuery?: (a: Q, b: Q) => boolean;
  /** state besides the list's own (a news list's categories) */
  readonly extra?: X;
  /** the state the server rendered: the list starts from it and does not fetch again */
  readonly seed?: PagedListState<T, Q> & X;
}

/**
 * One paged list view model for every "load more" list. Latest answer wins (rxjs
 * switchMap under createLatestWins): a new query or a reload drops the answers of the
 * older one, so two searches never mix in one list; items are appended without repeats.
 */
export function createPagedListVm<T, Q, F = Result<PageAnswer<T>, ServiceError>, X extends object = object>(
  deps: PagedListDeps<T, Q, F, X>,
): PagedListVm<T, Q, PagedListState<T, Q> & X> {
  const { pageSize, idOf, fetchPage } = deps;
  const latest = createLatestWins();
  /** which request failed last: a retry repeats the same one */
  let failed: 'first' | 'more' | null = null;
  const state = proxy<PagedListState<T, Q> & X>(
    deps.seed ?? {
      ...(deps.extra ?? ({} as X)),
      status: loading,
      query: deps.query,
      items: [],
      total: 0,
      page: 0,
      pageSize,
      loadingMore: false,
      lastAdded: 0,
      firstNewId: null,
    },
  );

  const defaultFirst = (query: Q): FirstPage<T, F, X> => ({
    fetch: () => fetchPage(query, 1) as Promise<F>,
    listed: (answer) => answer as Result<PageAnswer<T>, ServiceError>,
    applyExtras: () => undefined,
  });

  function loadFirst(): Promise<void> {
    const first = (deps.first ?? defaultFirst)(state.query as Q);
    state.status = loading;
    state.loadingMore = false;
    return latest.run(first.fetch, (answer) => {
      first.applyExtras(answer, state);
      const listed = first.listed(answer);
      if (!listed.ok) {
        // what was shown stays on screen under the error, with a retry
        failed = 'first';
        state.status = statusFromError(listed.error);
        return;
      }
      failed = null;
      state.items = appendUnique<T>([], listed.value.items, idOf);
      state.total = listed.value.total;
      state.page = 1;
      state.lastAdded = 0;
      state.firstNewId = null;
      state.status = ready;
    });
  }

  function loadMore(): Promise<void> {
    if (!canLoadMore(state)) return Promise.resolve();
    state.loadingMore = true;
    const next = state.page + 1;
    return latest.run(
      () => fetchPage(state.query as Q, next),
      (listed) => {
        state.loadingMore = false;
        if (!listed.ok) {
          // a missing later page is a failure to load more, never a 404 of the whole list
          failed = 'more';
          state.status = { kind: 'error', code: listed.error.code };
          return;
        }
        failed = null;
        const before = state.items.length;
        state.items = appendUnique<T>(state.items as T[], listed.value.items, idOf);
        state.lastAdded = state.items.length - before;
        const added = state.items[before];
        state.firstNewId = added === undefined ? null : idOf(added as T);
        state.page = next;
        state.total = listed.value.total;
        state.status = ready;
      },
    );
  }

  return {
    state,
    start() {
      if (!deps.seed) void loadFirst();
      return () => latest.drop();
    },
    load: loadFirst,
    apply(query) {
      if (deps.sameQuery?.(query, state.query as Q) && state.status.kind !== 'error') return Promise.resolve();
      state.query = query as never;
      return loadFirst();
    },
    loadMore,
    retry() {
      if (failed === 'more') {
        state.status = ready;
        return loadMore();
      }
      return loadFirst();
    },
  };
}
