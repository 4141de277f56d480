import type { StartSchedule } from '@ui/shared';
import { yieldToMain } from './yield-to-main';

/**
 * The first page's view models start one per task, in the order React mounted them, after
 * hydration has committed. React runs every component's effects in one task; the page's view
 * models starting there (the shell's footer requests, the cookie notice, the page's own) with
 * the renders their first changes cause were the longest task of a page's load, 40-80 ms on
 * this machine and four times that on a simulated phone. Their state is the server's seed
 * until then, so nothing on screen waits for them. `afterStarts` runs once the queue is
 * empty (the app replays a press kept before hydration there, so it finds its view model
 * started). Once the queue has drained, later starts (pages opened afterwards) run at once.
 */
export interface HydrationStarts {
  readonly schedule: StartSchedule;
  /** `run` after every start queued so far (at once when the first page has started) */
  afterStarts(run: () => void): void;
}

export function createHydrationStarts(
  nextTask: () => Promise<void> = yieldToMain,
  report: (error: unknown) => void = reportLater,
): HydrationStarts {
  const queue: { run: () => void; cancelled: boolean }[] = [];
  let draining = false;
  let drained = false;

  const drain = async () => {
    draining = true;
    while (queue.length) {
      const next = queue.shift()!;
      if (next.cancelled) continue;
      await nextTask();
      // a start that throws is reported, and the others still start
      try {
        if (!next.cancelled) next.run();
      } catch (error) {
        report(error);
      }
    }
    draining = false;
    drained = true;
  };

  const enqueue = (run: () => void) => {
    const entry = { run, cancelled: false };
    queue.push(entry);
    if (!draining) void drain();
    return () => {
      entry.cancelled = true;
    };
  };

  return {
    schedule: (start) => {
      if (drained) {
        start();
        return () => {};
      }
      return enqueue(start);
    },
    afterStarts: (run) => {
      if (drained) run();
      else enqueue(run);
    },
  };
}

/** an error thrown in a start: reported as uncaught, as it would have been in the effect */
function reportLater(error: unknown): void {
  setTimeout(() => {
    throw error;
  }, 0);
}
