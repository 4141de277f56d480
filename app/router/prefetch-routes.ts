import { shouldPrefetch } from '@core/routing/prefetch';
import { timings } from '@core/config/site-config';

type NetworkInformationLike = { effectiveType?: string; saveData?: boolean };

/**
 * Warms the chunks of the routes a fan is most likely to open next, once the
 * browser is idle (waiting at most timings.prefetchIdleMaxMs), and never on 2g or with data saver on.
 */
export function prefetchRoutes(loaders: readonly (() => Promise<unknown>)[], win: Window = window, idleMaxMs: number = timings.prefetchIdleMaxMs): void {
  const connection = (win.navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (!shouldPrefetch(connection)) return;
  const run = () => { for (const load of loaders) load().catch(() => { /* a failed prefetch is retried on navigation */ }); };
  if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(run, { timeout: idleMaxMs });
  else win.setTimeout(run, idleMaxMs);
}
