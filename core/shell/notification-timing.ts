import {
  asyncScheduler,
  concat,
  defer,
  filter,
  interval,
  map,
  of,
  takeUntil,
  timer,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import { timings } from '../config/site-config';

/**
 * The shell's countdowns (PANEL-3, PANEL-4, ACCOUNT-6) as streams, so each timing rule is one
 * function with a marble test, and unsubscribing (unmount, a new message) cancels it.
 */

/** The success toast closes itself: one emission after 4 s. */
export const toastAutoClose = (
  durationMs: number = timings.successToastMs,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<0> => timer(durationMs, scheduler).pipe(map(() => 0 as const));

/** After Log Out the account panel closes: one emission after 600 ms. */
export const logoutPanelClose = (scheduler: SchedulerLike = asyncScheduler): Observable<0> =>
  timer(timings.logoutPanelCloseMs, scheduler).pipe(map(() => 0 as const));

export const secondsLeft = (endAtMs: number, nowMs: number): number => Math.max(0, Math.ceil((endAtMs - nowMs) / 1000));

/**
 * The error banner's countdown: the whole seconds left, at once and then every second,
 * and 0 when the time is up (the banner clears itself), then complete. What is left is
 * measured against the scheduler's clock rather than by counting ticks, because
 * background tabs throttle timers: a late tick shows the true time left.
 */
export function errorCountdown(
  countdownMs: number = timings.errorCountdownMs,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<number> {
  return defer(() => {
    const endAt = scheduler.now() + countdownMs;
    const ticks = interval(1000, scheduler).pipe(
      map(() => secondsLeft(endAt, scheduler.now())),
      // the end is the single 0 below, whichever of the tick and the end timer runs first
      filter((left) => left > 0),
      takeUntil(timer(countdownMs, scheduler)),
    );
    return concat(of(Math.ceil(countdownMs / 1000)), ticks, of(0));
  });
}
