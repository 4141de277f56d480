import { proxy } from 'valtio/vanilla';
import { isSearchableTerm, parseVideoFilters, unavailable, type SearchVideos } from '@core';
import { createVideoSearchVm, type VideoSearchState, type VideoSearchVm } from '../videos/catalogue/video-search-vm';
import type { VideoTabSearch } from './search-vm';

export interface SearchVideosState {
  /** the text of the last submit on the Videos tab ('' before one, or after a blank submit) */
  submittedTerm: string;
  /** the catalogue's answer for it: the shared paged list's state (null until a term is submitted) */
  list: VideoSearchState | null;
}

export interface SearchVideosVm extends VideoTabSearch {
  readonly state: SearchVideosState;
  loadMore(): Promise<void>;
  /** repeats what failed: the first page, or the next one (keeping the cards shown) */
  retry(): Promise<void>;
}

/**
 * The search panel's Videos tab: the video catalogue's search (the same paged list as
 * /videos/browse, 12 a page, newest first), for submitted text only. Each submit starts
 * a fresh list, so a failure never shows an older term's cards or count under it, and
 * an older search still in flight can only write into the list it was made for.
 */
export function createSearchVideosVm(deps: {
  readonly searchVideos: SearchVideos;
  readonly pageSize: number;
  readonly log?: (message: string, error: unknown) => void;
}): SearchVideosVm {
  const log = deps.log ?? ((message: string, error: unknown) => console.warn(message, error));
  const state = proxy<SearchVideosState>({ submittedTerm: '', list: null });
  let list: VideoSearchVm | null = null;
  // ports answer errors as data; a throw is a bug elsewhere, told to the fan the same way
  const searchVideos: SearchVideos = async (query) => {
    const answer = await deps.searchVideos(query).catch((thrown: unknown) => {
      log('Video search threw', thrown);
      return { ok: false as const, error: unavailable('videos') };
    });
    if (!answer.ok) log('Video search failed', answer.error);
    return answer;
  };

  return {
    state,
    search(term) {
      // the same clean-up as the browse page's ?q= (spaces folded, 100 characters at most)
      const query = parseVideoFilters({ get: (name) => (name === 'q' ? term : null) }).query;
      state.submittedTerm = query;
      if (!isSearchableTerm(query)) {
        list = null;
        state.list = null;
        return Promise.resolve();
      }
      list = createVideoSearchVm({ searchVideos, filters: { query }, pageSize: deps.pageSize });
      state.list = list.state;
      return list.load();
    },
    loadMore: () => list?.loadMore() ?? Promise.resolve(),
    retry: () => list?.retry() ?? Promise.resolve(),
  };
}
