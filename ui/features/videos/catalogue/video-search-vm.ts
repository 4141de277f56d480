import type { SearchVideos, VideoFilters, VideoSummary } from '@core';
import { appendUnique } from '../../../shared/view-models/append-unique';
import { createPagedListVm, type PagedListState, type PagedListVm } from '../../../shared/view-models/paged-list-vm';

/** What a video list searches for: the browse filters, and for a channel page its slug. */
export interface VideoListFilters extends VideoFilters {
  readonly channel?: string;
}

export type VideoSearchState = PagedListState<VideoSummary, VideoListFilters>;
export type VideoSearchVm = PagedListVm<VideoSummary, VideoListFilters>;

const videoId = (v: VideoSummary) => v.videoID;

/** Appends a page, skipping videos already shown (a newly released video shifts the pages). */
export const appendVideos = (shown: readonly VideoSummary[], incoming: readonly VideoSummary[]): VideoSummary[] =>
  appendUnique(shown, incoming, videoId);

/** What the polite live region says once a search or a "load more" has answered. */
export function resultsText(
  s: Pick<VideoSearchState, 'status' | 'total' | 'page'> & { readonly items: readonly unknown[] },
  noResults: string,
): string {
  if (s.page === 0 || s.status.kind === 'loading') return '';
  if (s.total === 0) return noResults;
  const noun = s.total === 1 ? 'video' : 'videos';
  return s.items.length >= s.total ? `${s.total} ${noun}` : `Showing ${s.items.length} of ${s.total} ${noun}`;
}

const sameFilters = (a: VideoListFilters, b: VideoListFilters) =>
  a.query === b.query &&
  a.team === b.team &&
  a.season === b.season &&
  a.duration === b.duration &&
  a.channel === b.channel;

/**
 * A searchable, pageable list of videos (the browse page, a channel): the shared paged
 * list, so when the filters change while a page is loading the older answer is dropped
 * instead of mixing two searches in one list. Pages are 0-based on the catalogue.
 */
export function createVideoSearchVm(deps: {
  searchVideos: SearchVideos;
  filters: VideoListFilters;
  pageSize: number;
}): VideoSearchVm {
  const { searchVideos, pageSize } = deps;
  return createPagedListVm<VideoSummary, VideoListFilters>({
    query: { ...deps.filters },
    pageSize,
    idOf: videoId,
    fetchPage: (filters, page) => searchVideos({ ...filters, pageIndex: page - 1, pageSize }),
    sameQuery: sameFilters,
  });
}
