import type { Result } from '@core';
import { loading, ready, statusFromError, type LoadStatus } from './load-status';
import { createLatestWins } from './latest-wins';

/**
 * The load cycle of a page that shows one thing (an article, a content page):
 * loading -> ready | not-found | error. Latest answer wins (rxjs switchMap): an answer
 * that arrives after a newer load started, or after the page left, is dropped, and a
 * failed retry keeps what was shown. `onLoaded` may go on to fetch extras, checking
 * `isCurrent` before it writes them. `statusOf` says which errors are a 404 (by default the
 * service's own "no such thing"; the team pages add their missing team and player).
 */
export function createSingleResourceLoad<T, E extends { readonly code: string; readonly name?: string }>(options: {
  state: { status: LoadStatus };
  fetch: () => Promise<Result<T, E>>;
  onLoaded: (value: T, isCurrent: () => boolean) => void | Promise<void>;
  statusOf?: (error: E) => LoadStatus;
}): { load(): Promise<void>; start(): () => void } {
  const statusOf = options.statusOf ?? statusFromError;
  const latest = createLatestWins();
  let pendingExtras: Promise<void> = Promise.resolve();
  async function load(): Promise<void> {
    options.state.status = loading;
    await latest.run(options.fetch, (found, isCurrent) => {
      if (!found.ok) {
        options.state.status = statusOf(found.error);
        return;
      }
      pendingExtras = Promise.resolve(options.onLoaded(found.value, isCurrent)).then(() => {
        // ready once the main thing is in place; extras never hold the page back
        if (isCurrent() && options.state.status.kind === 'loading') options.state.status = ready;
      });
    });
    await pendingExtras;
  }
  return {
    load,
    start() {
      void load();
      return () => latest.drop();
    },
  };
}
