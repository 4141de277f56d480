import { proxy } from 'valtio/vanilla';
import type { LoadContentPage, RoutedContentPage } from '@core';
import { loading, type LoadStatus } from '../../shared/view-models/load-status';
import { createSingleResourceLoad } from '../../shared/view-models/single-resource-load';

export interface ContentPageState {
  status: LoadStatus;
  page: RoutedContentPage | null;
}

export interface ContentPageVm {
  readonly state: ContentPageState;
  start(): () => void;
  /** loads and settles: the server awaits it before rendering */
  load(): Promise<void>;
  retry(): Promise<void>;
}

/** A content page by its full path ('club/policies/privacy'); the route has validated the path. */
export function createContentPageVm(
  deps: { loadContentPage: LoadContentPage; fullPath: string },
  seed?: ContentPageState,
): ContentPageVm {
  const state = proxy<ContentPageState>(seed ?? { status: loading, page: null });
  const cycle = createSingleResourceLoad({
    state,
    fetch: () => deps.loadContentPage(deps.fullPath),
    onLoaded: (page) => {
      state.page = page;
    },
  });
  // made from the server's seed, it has nothing to fetch on start
  return { state, start: seed ? () => () => {} : cycle.start, load: cycle.load, retry: cycle.load };
}
