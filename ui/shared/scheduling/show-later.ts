import { useDeferredValue } from 'react';

/**
 * A value as the page shows it when showing may wait and hiding may not: a change that shows
 * more (thirty sponsor logos arriving, a season's scores unmasked once the device's spoiler
 * setting is read) renders as a transition, in slices that yield, not in the task that caused
 * it; a change that hides (child-friendly mode clearing the sponsors, spoiler-free mode turned
 * on) is on screen in the very render that made it. `hides(now, shown)` says whether `now`
 * hides something `shown` (the last value shown) still shows.
 */
export function useShowLater<T>(now: T, hides: (now: T, shown: T) => boolean): T {
  const later = useDeferredValue(now);
  return hides(now, later) ? now : later;
}
