import { proxy } from 'valtio/vanilla';
import type { ContentPage, PagesPort } from '@core';
import { loading, ready, statusFromError, type LoadStatus } from '../shared/load-status';
import { createRequestGuard } from '../shared/request-guard';

export interface ContentPageState {
  status: LoadStatus;
  page: ContentPage | null;
}

export interface ContentPageVm {
  readonly state: ContentPageState;
  start(): () => void;
  retry(): Promise<void>;
}

/** A content page by its full path ('club/policies/privacy'); the route has validated the path. */
export function createContentPageVm(deps: { pages: PagesPort; fullPath: string }): ContentPageVm {
  const { pages, fullPath } = deps;
  const guard = createRequestGuard();
  const state = proxy<ContentPageState>({ status: loading, page: null });

  async function load(): Promise<void> {
    const ticket = guard.next();
    state.status = loading;
    const found = await pages.page(fullPath);
    if (!guard.isCurrent(ticket)) return;
    if (!found.ok) {
      state.status = statusFromError(found.error);
      return;
    }
    state.page = found.value;
    state.status = ready;
  }

  return {
    state,
    start() {
      void load();
      return () => guard.invalidate();
    },
    retry: load,
  };
}
