import { createContext, useContext, useEffect } from 'react';

/**
 * When a view model's start() runs: `start` now or later; the answer cancels a start that has
 * not run yet (the component went away first). useViewModel asks the schedule in context.
 * The default starts at once, in the effect (tests, stories, every page after the first);
 * the app spreads the first page's starts over tasks while it hydrates (app/hydration-starts.ts).
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
