/**
 * The names the server's boot script (boot-script.ts) and the browser app share, and the end of
 * the boot: once the page is interactive, the button a fan pressed while the app was still
 * loading is pressed again. Plain data and one function, so the browser's entry takes nothing
 * else of the server's.
 */
/** the JSON block naming the page's modules, entry first */
export const BOOT_DATA_ID = 'uzfc-boot';
/** the global the app calls once hydrated: it presses again the button pressed before, if any */
export const EARLY_PRESS_REPLAY = '__uzfcReplayEarlyPress';
/** on the root element once the app has taken the page over (its effects have run) */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
/** the user-timing mark the app sets once it is interactive (hydrated, the first page's view models started) */
export const INTERACTIVE_MARK = 'uzfc-interactive';

/**
 * Once the page has hydrated and its view models have started (run it from
 * FirstPageStarts.afterStarts): the button a fan pressed while the app was still loading is
 * pressed again, now that it has its handler (the boot script kept it). Also ends the keeping,
 * so every later press goes straight to the app, and marks the root element (browser journeys
 * wait for the mark before they scroll or type: a press is kept, a scroll is not) and the
 * page's timeline (the bench counts the JavaScript run before this mark). Safe to call on a
 * page without the boot script (development).
 */
export function replayEarlyPress(): void {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  performance.mark?.(INTERACTIVE_MARK);
  const replay = (window as unknown as Record<string, unknown>)[EARLY_PRESS_REPLAY];
  if (typeof replay === 'function') replay();
}
