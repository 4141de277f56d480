import { proxy } from 'valtio/vanilla';
import { createLatestWins } from '../../shared/view-models/latest-wins';
import {
  isSearchableTerm,
  searchStart,
  settleSearch,
  type NewsSearchFilter,
  type NewsSearchHit,
  type NewsSearchSort,
  type SearchNews,
  type ServiceError,
} from '@core';

export type SearchStatus = 'idle' | 'searching' | 'done';

/** the panel's two tabs: news (the search service) and videos (the video catalogue) */
export type SearchTab = 'news' | 'videos';

/**
 * The Videos tab's search, downloaded when the tab first opens (search-videos-vm.ts). The
 * panel's one search box feeds both tabs; each tab searches only for submitted text.
 */
export interface VideoTabSearch {
  readonly state: { readonly submittedTerm: string };
  /** a new search of the catalogue for this term (a blank one clears the tab) */
  search(term: string): Promise<void>;
}

export interface SearchVmState {
  /** the tab shown: a submit searches it */
  tab: SearchTab;
  /** what is in the box right now (typing never searches) */
  term: string;
  /** the text of the last submit; filter, sort and page changes re-run only when it is searchable */
  submittedTerm: string;
  filter: NewsSearchFilter;
  sort: NewsSearchSort;
  /** 1-based */
  page: number;
  status: SearchStatus;
  hits: NewsSearchHit[];
  found: number;
  /** 0-based offset of hits[0], for 'Displaying x - y of N Result(s)' */
  start: number;
  /** the last search failed: finished with no results, but the fan is told search is unavailable */
  unavailable: boolean;
}

export interface SearchVm {
  readonly state: SearchVmState;
  setTerm(term: string): void;
  submit(): Promise<void>;
  setFilter(filter: NewsSearchFilter): Promise<void>;
  setSort(sort: NewsSearchSort): Promise<void>;
  goToPage(page: number): Promise<void>;
  /** runs the last search again (after it failed) */
  retry(): Promise<void>;
  /**
   * shows a tab; a term submitted on the other tab is searched here too (the tab is one more
   * search parameter: it re-runs only when a term was submitted)
   */
  setTab(tab: SearchTab): Promise<void>;
  /** the Videos tab's search has been downloaded: it searches the submitted term if its tab is open */
  attachVideos(videos: VideoTabSearch): Promise<void>;
  open(): void;
  close(): void;
  /** the search survives closing the panel; only an answer after unmount is dropped */
  start(): () => void;
}

export interface SearchVmDeps {
  readonly searchNews: SearchNews;
  /** the panel's open state lives in interface state; the container dispatches search/open and search/close */
  readonly onOpenChange: (open: boolean) => void;
  /** where a failed search is logged (the spec: logged, then treated as finished with no results) */
  readonly log?: (message: string, error: ServiceError | unknown) => void;
}

const defaultLog = (message: string, error: unknown) => console.warn(message, error);

export const initialSearchState = (): SearchVmState => ({
  tab: 'news',
  term: '',
  submittedTerm: '',
  filter: 'all',
  sort: 'date',
  page: 1,
  status: 'idle',
  hits: [],
  found: 0,
  start: 0,
  unavailable: false,
});

export function createSearchVm({ searchNews, onOpenChange, log = defaultLog }: SearchVmDeps): SearchVm {
  const state = proxy<SearchVmState>(initialSearchState());
  // latest answer wins (switchMap): an older slow response (the visitor searched again
  // meanwhile) is dropped instead of overwriting the newer results
  const latest = createLatestWins();

  function run(): Promise<void> {
    const request = { term: state.submittedTerm, filter: state.filter, sort: state.sort, page: state.page };
    if (!isSearchableTerm(request.term)) {
      latest.drop();
      Object.assign(state, { status: 'idle', hits: [], found: 0, start: 0, unavailable: false });
      return Promise.resolve();
    }
    state.status = 'searching';
    const search = (): Promise<Awaited<ReturnType<SearchNews>>> =>
      searchNews(request).catch((thrown: unknown) => {
        // ports return errors as data; a throw is a bug elsewhere, handled the same way
        log('News search threw', thrown);
        return { ok: false, error: { code: 'SERVICE.UNAVAILABLE', service: 'news-search' } } as const;
      });
    return latest.run(search, (outcome) => {
      if (!outcome.ok) log('News search failed', outcome.error);
      const settled = settleSearch(outcome);
      Object.assign(state, {
        status: 'done',
        hits: [...settled.hits],
        found: settled.found,
        unavailable: settled.unavailable,
        start: settled.unavailable ? 0 : searchStart(request.page),
      });
    });
  }

  /** filter, sort and page changes re-run the search only when a term was submitted */
  const rerunIfSubmitted = () => (isSearchableTerm(state.submittedTerm) ? run() : Promise.resolve());

  let videos: VideoTabSearch | null = null;
  /** the Videos tab searches the submitted term unless it already shows it */
  const videosCatchUp = () =>
    videos && state.tab === 'videos' && videos.state.submittedTerm !== state.submittedTerm
      ? videos.search(state.submittedTerm)
      : Promise.resolve();

  return {
    state,
    setTerm(term) {
      state.term = term;
    },
    submit() {
      state.submittedTerm = state.term.trim();
      state.page = 1;
      if (state.tab === 'news') return run();
      // the news results are for an older term now: put aside until the News tab is shown again
      latest.drop();
      Object.assign(state, { status: 'idle', hits: [], found: 0, start: 0, unavailable: false });
      return videos ? videos.search(state.submittedTerm) : Promise.resolve();
    },
    setTab(tab) {
      if (tab === state.tab) return Promise.resolve();
      state.tab = tab;
      if (tab === 'videos') return videosCatchUp();
      return state.status === 'idle' ? rerunIfSubmitted() : Promise.resolve();
    },
    attachVideos(search) {
      videos = search;
      return videosCatchUp();
    },
    setFilter(filter) {
      if (filter === state.filter) return Promise.resolve();
      state.filter = filter;
      state.page = 1;
      return rerunIfSubmitted();
    },
    setSort(sort) {
      if (sort === state.sort) return Promise.resolve();
      state.sort = sort;
      state.page = 1;
      return rerunIfSubmitted();
    },
    goToPage(page) {
      const next = Math.max(1, Math.floor(page));
      if (next === state.page) return Promise.resolve();
      state.page = next;
      return rerunIfSubmitted();
    },
    retry: rerunIfSubmitted,
    start() {
      return () => latest.drop();
    },
    open() {
      onOpenChange(true);
    },
    close() {
      onOpenChange(false);
    },
  };
}
