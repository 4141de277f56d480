import { createContext, useContext, useEffect } from 'react';
import { yieldToMain } from './yield-to-main';

/**
 * When a view model's start() (or a scheduled effect) runs: `start` now or later; the answer
 * cancels a start that has not run yet (the component went away first). useViewModel and
 * useScheduledEffect ask the schedule in context. The default starts at once, in the effect
 * (tests, stories); the app hands the first page's starts to createFirstPageStarts.
 */
export type StartSchedule = (start: () => void) => () => void;

export const startAtOnce: StartSchedule = (start) => {
  start();
  return () => {};
};

const StartScheduleContext = createContext<StartSchedule>(startAtOnce);

export const StartScheduleProvider = StartScheduleContext.Provider;

export const useStartSchedule = (): StartSchedule => useContext(StartScheduleContext);

/**
 * useEffect whose body runs when the start schedule says (at once, unless the first page is
 * spreading its starts over tasks): for work that can wait a few tasks after hydration, such as
 * a subscription that only follows what happens later or a chunk to fetch. Effects scheduled
 * together run in the order they were asked, so one that feeds another's subscription still
 * finds it subscribed. The cleanup cancels a body that has not run, or runs its own cleanup.
 */
export function useScheduledEffect(effect: () => void | (() => void), deps: readonly unknown[]): void {
  const schedule = useStartSchedule();
  useEffect(() => {
    let live = true;
    let cleanup: void | (() => void);
    const cancel = schedule(() => {
      if (live) cleanup = effect();
    });
    return () => {
      live = false;
      cancel();
      if (typeof cleanup === 'function') cleanup();
    };
  }, [schedule, ...deps]);
}

/**
 * The first page's starts, one per task, in the order React mounted them, after hydration has
 * committed. React runs every component's effects in one task; the page's view models starting
 * there (the shell's requests, the cookie notice, the page's own) with the renders their first
 * changes cause were the longest task of a page's load (four times longer on a simulated phone).
 * Their state is the server's seed until then, so nothing on screen waits for them. `afterStarts`
 * runs once the queue is empty (the app replays a press kept before hydration there, so it finds
 * its view model started). Once the queue has drained, later starts (pages opened afterwards)
 * run at once.
 */
export interface FirstPageStarts {
  readonly schedule: StartSchedule;
  /** `run` after every start queued so far (at once when the first page has started) */
  afterStarts(run: () => void): void;
}

export function createFirstPageStarts(
  nextTask: () => Promise<void> = yieldToMain,
  report: (error: unknown) => void = reportLater,
): FirstPageStarts {
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
