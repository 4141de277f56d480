import { createContext, useContext } from 'react';

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
