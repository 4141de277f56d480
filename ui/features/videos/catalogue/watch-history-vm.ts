import { proxy } from 'valtio/vanilla';
import type { LoadWatchHistory, WatchHistory } from '@core';

/**
 * The signed-in fan's watch history for /videos: "Continue watching" and the
 * watched marks. Personal, so it loads in the browser after the public page; a failure is
 * said in words and the page's public rows stay as they are.
 */
export interface WatchHistoryState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  history: WatchHistory | null;
}

export function createWatchHistoryVm(deps: { readonly loadWatchHistory: LoadWatchHistory }, signedIn: boolean) {
  const state = proxy<WatchHistoryState>({ status: signedIn ? 'loading' : 'idle', history: null });
  let live = false;
  async function load(): Promise<void> {
    if (!signedIn) return;
    state.status = 'loading';
    const r = await deps.loadWatchHistory();
    if (!live) return;
    if (r.ok) Object.assign(state, { status: 'ready', history: r.value });
    else state.status = 'error';
  }
  return {
    state,
    retry: load,
    start() {
      live = true;
      void load();
      return () => {
        live = false;
      };
    },
  };
}
export type WatchHistoryVm = ReturnType<typeof createWatchHistoryVm>;
