import type { Result, ServiceError } from '@core';
import { loading, ready, statusFromError, type LoadStatus } from './load-status';
import { createRequestGuard } from './request-guard';

/**
 * The load cycle of a page that shows one thing (an article, a content page):
 * loading -> ready | not-found | error, where an answer that arrives after a newer
 * load started (or after the page left) is dropped, and a failed retry keeps
 * what was shown. `onLoaded` may go on to fetch extras, checking `isCurrent`.
 */
export function createSingleResourceLoad<T>(options: {
  state: { status: LoadStatus };
  fetch: () => Promise<Result<T, ServiceError>>;
  onLoaded: (value: T, isCurrent: () => boolean) => void | Promise<void>;
}): { load(): Promise<void>; start(): () => void } {
  const guard = createRequestGuard();
  async function load(): Promise<void> {
    const ticket = guard.next();
    const isCurrent = () => guard.isCurrent(ticket);
    options.state.status = loading;
    const found = await options.fetch();
    if (!isCurrent()) return;
    if (!found.ok) {
      options.state.status = statusFromError(found.error);
      return;
    }
    await options.onLoaded(found.value, isCurrent);
    // ready once the main thing is in place; extras never hold the page back
    if (isCurrent() && options.state.status.kind === 'loading') options.state.status = ready;
  }
  return {
    load,
    start() {
      void load();
      return () => guard.invalidate();
    },
  };
}
