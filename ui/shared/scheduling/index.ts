/**
 * Every "later" of the site, in one place: when the app starts, what waits for hydration, what
 * waits for the screen, what is split over tasks, what waits for idle. Before using one, ask
 * whether the work can go instead: markup the server painted and that never changes is not
 * re-rendered to hydrate (<ServerPainted>, ../components/server-painted.tsx).
 *
 * | when                                                               | use                                  |
 * | ------------------------------------------------------------------ | ------------------------------------ |
 * | the app's JavaScript starts (after the load event and the pictures | the boot script (boot-script.ts,     |
 * | in view); a press before then is kept and pressed again            | written into every page by the server) |
 * | the app is interactive: mark it, replay the kept press             | replayEarlyPress (early-presses.ts)  |
 * | between the steps of one job that must not be one long task        | await yieldToMain()                  |
 * | a view model's start, or an effect that can wait until the first   | useViewModel (does it for you),      |
 * | page has hydrated (one per task then; at once on later pages)      | useScheduledEffect                   |
 * | what only the visitor's browser knows (cookies, consent, account)  | useHydrated(); where it swaps one    |
 * | renders after hydration, so the cached public page stays the same  | text for another, <ReservedSwap>     |
 * | below the fold, needing requests and a render of its own           | useNearScreen(ref, near)             |
 * | showing more may wait for a transition, hiding may not             | useShowLater(value, hides)           |
 * | one big change that is not urgent, part by part, a task each       | useInTurns(count, go)                |
 * | nice to have, when the browser has nothing else to do             | whenIdle(run, maxWaitMs)             |
 *
 * The app wires the first two rows and the schedule (app/main.tsx: createFirstPageStarts).
 * React's own startTransition stays where a render must not join the task that caused it (the
 * progress bar's updates, hydration itself).
 *
 * Not a device here: the first page's view is owed by its own inline script from the start
 * (app/server/render/quick-leave-page-view.ts) and beaconed if the fan leaves before the app has
 * hydrated; it schedules nothing, it only keeps deferral from losing a count.
 */
export { yieldToMain } from './yield-to-main';
export {
  createFirstPageStarts,
  startAtOnce,
  StartScheduleProvider,
  useScheduledEffect,
  useStartSchedule,
  type FirstPageStarts,
  type StartSchedule,
} from './first-page-starts';
export {
  BOOT_DATA_ID,
  EARLY_PRESS_REPLAY,
  HYDRATED_ATTRIBUTE,
  INTERACTIVE_MARK,
  replayEarlyPress,
} from './early-presses';
export { useHydrated } from './hydrated';
export { ReservedSwap, type ReservedSwapProps } from './reserved-swap';
export { useNearScreen, NEAR_SCREEN_MARGIN } from './near-screen';
export { useShowLater } from './show-later';
export { useInTurns } from './in-turns';
export { whenIdle, type IdleScope } from './when-idle';
