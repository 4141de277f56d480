import { proxy } from 'valtio/vanilla';
import type { VideoFilters, VideoPort, VideoSummary } from '@core';
import { loading, ready, type LoadStatus } from '../../../shared/view-models/load-status';
import { createRequestGuard } from '../../../shared/view-models/request-guard';

/** What a video list searches for: the browse filters, and for a channel page its slug. */
export interface VideoListFilters extends VideoFilters {
  readonly channel?: string;
}

export interface VideoSearchState {
  status: LoadStatus;
  /** the filters of the list shown (or being loaded) */
  filters: VideoListFilters;
  items: VideoSummary[];
  total: number;
  /** pages loaded so far for these filters (0 before the first answer) */
  pages: number;
  pageSize: number;
  loadingMore: boolean;
  /** the first card the last "load more" added: the page moves focus to it */
  firstNewId: string | null;
}

export interface VideoSearchVm {
  readonly state: VideoSearchState;
  /** searches with the initial filters; returns a disposer that drops answers in flight */
  start(): () => void;
  /** a new search; answers for older filters are dropped */
  apply(filters: VideoListFilters): Promise<void>;
  loadMore(): Promise<void>;
  /** repeats whatever failed: the first page, or the next one (keeping the cards shown) */
  retry(): Promise<void>;
}

/** Appends a page, skipping videos already shown (a newly released video shifts the pages). */
export function appendVideos(shown: readonly VideoSummary[], incoming: readonly VideoSummary[]): VideoSummary[] {
  const seen = new Set(shown.map((v) => v.videoID));
  const added: VideoSummary[] = [];
  for (const v of incoming) {
    if (seen.has(v.videoID)) continue;
    seen.add(v.videoID);
    added.push(v);
  }
  return [...shown, ...added];
}

export function canLoadMoreVideos(s: Pick<VideoSearchState, 'pages' | 'pageSize' | 'total' | 'loadingMore' | 'status'>): boolean {
  return s.pages > 0 && !s.loadingMore && s.status.kind === 'ready' && s.pages * s.pageSize < s.total;
}

/** What the polite live region says once a search or a "load more" has answered. */
export function resultsText(s: Pick<VideoSearchState, 'status' | 'total' | 'pages'> & { readonly items: readonly unknown[] }, noResults: string): string {
  if (s.pages === 0 || s.status.kind === 'loading') return '';
  if (s.total === 0) return noResults;
  const noun = s.total === 1 ? 'video' : 'videos';
  return s.items.length >= s.total ? `${s.total} ${noun}` : `Showing ${s.items.length} of ${s.total} ${noun}`;
}

const sameFilters = (a: VideoListFilters, b: VideoListFilters) =>
  a.query === b.query && a.team === b.team && a.season === b.season && a.duration === b.duration && a.channel === b.channel;

/**
 * A searchable, pageable list of videos (the browse page, a channel). Every request takes a
 * ticket from one guard, so when the filters change while a page is loading, the older
 * answer is dropped instead of mixing two searches in one list.
 */
export function createVideoSearchVm(deps: { video: VideoPort; filters: VideoListFilters; pageSize: number }): VideoSearchVm {
  const { video, pageSize } = deps;
  const guard = createRequestGuard();
  /** which request failed last: a retry repeats the same one */
  let failed: 'first' | 'more' | null = null;
  const state = proxy<VideoSearchState>({
    status: loading, filters: { ...deps.filters }, items: [], total: 0, pages: 0, pageSize, loadingMore: false, firstNewId: null,
  });

  async function loadFirst(): Promise<void> {
    const ticket = guard.next();
    const filters = { ...state.filters };
    state.status = loading;
    state.loadingMore = false;
    const found = await video.search({ ...filters, pageIndex: 0, pageSize });
    if (!guard.isCurrent(ticket)) return;
    if (!found.ok) {
      // what was shown stays on screen under the error, with a retry
      failed = 'first';
      state.status = { kind: 'error', code: found.error.code };
      return;
    }
    failed = null;
    state.items = appendVideos([], found.value.items);
    state.total = found.value.total;
    state.pages = 1;
    state.firstNewId = null;
    state.status = ready;
  }

  async function loadMore(): Promise<void> {
    if (!canLoadMoreVideos(state)) return;
    const ticket = guard.next();
    state.loadingMore = true;
    const found = await video.search({ ...state.filters, pageIndex: state.pages, pageSize });
    if (!guard.isCurrent(ticket)) return;
    state.loadingMore = false;
    if (!found.ok) {
      failed = 'more';
      state.status = { kind: 'error', code: found.error.code };
      return;
    }
    failed = null;
    const before = state.items.length;
    state.items = appendVideos(state.items, found.value.items);
    state.firstNewId = state.items[before]?.videoID ?? null;
    state.pages += 1;
    state.total = found.value.total;
    state.status = ready;
  }

  return {
    state,
    start() {
      void loadFirst();
      return () => guard.invalidate();
    },
    async apply(filters) {
      if (sameFilters(filters, state.filters) && state.status.kind !== 'error') return;
      state.filters = { ...filters };
      await loadFirst();
    },
    loadMore,
    async retry() {
      if (failed === 'more') {
        state.status = ready;
        return loadMore();
      }
      return loadFirst();
    },
  };
}
