import { shouldPrefetch } from '@core/routing/prefetch';
import { timings } from '@core/config/site-config';
import { whenIdle, type IdleScope } from '@ui/shared';

type NetworkInformationLike = { effectiveType?: string; saveData?: boolean };
type IdleWindow = Pick<Window, 'navigator'> & IdleScope;

/**
 * Warms the chunks of the routes a fan is most likely to open next, once the
 * browser is idle (waiting at most timings.prefetchIdleMaxMs), and never on 2g or with data saver on.
 * One loader per idle period (a route, or a few of its files): starting a route's import adds a preload for each chunk and
 * stylesheet it needs (milliseconds each on a phone), so all of them in one
 * callback was a long task of its own.
 */
export function prefetchRoutes(
  loaders: readonly (() => Promise<unknown>)[],
  win: IdleWindow = window,
  idleMaxMs: number = timings.prefetchIdleMaxMs,
): void {
  const connection = (win.navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (!shouldPrefetch(connection)) return;
  const queue = [...loaders];
  const next = () => {
    const load = queue.shift();
    if (!load) return;
    load().catch(() => {
      /* a failed prefetch is retried on navigation */
    });
    if (queue.length) whenIdle(next, idleMaxMs, win);
  };
  whenIdle(next, idleMaxMs, win);
}
