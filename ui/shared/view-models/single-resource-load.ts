import type { Result, ServiceError } from '@core';
import { loading, ready, statusFromError, type LoadStatus } from './load-status';
import { createLatestWins } from './latest-wins';

/**
 * The load cycle of a page that shows one thing (an article, a content page):
 * loading -> ready | not-found | error. Latest answer wins (rxjs switchMap): an answer
 * that arrives after a newer load started, or after the page left, is dropped, and a
 * failed retry keeps what was shown. `onLoaded` may go on to fetch extras, checking
 * `isCurrent` before it writes them.
 */
export function createSingleResourceLoad<T>(options: {
  state: { status: LoadStatus };
  fetch: () => Promise<Result<T, ServiceError | { readonly code: string; readonly name?: string }>>;
  onLoaded: (value: T, isCurrent: () => boolean) => void | Promise<void>;
}): { load(): Promise<void>; start(): () => void } {
  const latest = createLatestWins();
  let pendingExtras: Promise<void> = Promise.resolve();
  async function load(): Promise<void> {
    options.state.status = loading;
    await latest.run(options.fetch, (found, isCurrent) => {
      if (!found.ok) {
        options.state.status = statusFromError(found.error);
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
