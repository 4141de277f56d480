import { EARLY_PRESS_REPLAY, INTERACTIVE_MARK } from './boot-names';

/** on the root element once the app has taken the page over (its effects have run) */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Once the page has hydrated: the button a fan pressed while the app was still loading is
 * pressed again, now that it has its handler (the boot script kept it: see
 * app/server/render/deferred-boot.ts). Also ends the keeping, so every later press goes
 * straight to the app, and marks the root element (browser journeys wait for the mark
 * before they scroll or type: a press is kept, a scroll is not) and the page's timeline (the
 * bench counts the JavaScript run before this mark). Safe to call on a page without the boot
 * script (development).
 */
export function replayEarlyPress(): void {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  performance.mark?.(INTERACTIVE_MARK);
  const replay = (window as unknown as Record<string, unknown>)[EARLY_PRESS_REPLAY];
  if (typeof replay === 'function') replay();
}
