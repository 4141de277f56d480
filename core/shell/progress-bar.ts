import {
  asyncScheduler,
  defer,
  distinctUntilChanged,
  interval,
  map,
  of,
  startWith,
  switchMap,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import { timings } from '../config/site-config';
import type { Clock } from '../ports/clock.port';
import type { HttpActivity } from '../ports/http-activity.port';

/**
 * The route-loading progress bar (LOADING-1): it starts when requests are in
 * flight, creeps towards 90 % over 5,000 ms (it cannot know the real remaining time,
 * so it never claims to be finished), finishes at 100 % when activity returns to zero,
 * and turns 'failed' (shown red) when a request failed meanwhile. Both 'done' and
 * 'failed' are finishes and show a full bar; only 'done' is success.
 */
export type ProgressStatus = 'idle' | 'running' | 'done' | 'failed';

export interface ProgressState {
  readonly status: ProgressStatus;
  /** epoch ms when the current run started */
  readonly startedAt: number;
  /** 0..100; below 90 while running */
  readonly percent: number;
}

export const PROGRESS_DURATION_MS = timings.progressBarMs;
export const PROGRESS_THROTTLE_MS = timings.progressThrottleMs;
/** the ceiling while running */
export const PROGRESS_RUNNING_MAX = 90;

export const initialProgress: ProgressState = { status: 'idle', startedAt: 0, percent: 0 };

export function progressOnActivity(prev: ProgressState, activity: HttpActivity, nowMs: number): ProgressState {
  if (activity.inFlight > 0) {
    return prev.status === 'running' ? progressAt(prev, nowMs) : { status: 'running', startedAt: nowMs, percent: 0 };
  }
  if (prev.status !== 'running') return prev;
  return { status: activity.failed ? 'failed' : 'done', startedAt: prev.startedAt, percent: 100 };
}

/** Called on a timer (throttled by the UI) while running; ease-out towards 90 %. */
export function progressAt(prev: ProgressState, nowMs: number): ProgressState {
  if (prev.status !== 'running') return prev;
  const elapsed = nowMs - prev.startedAt;
  const t = Number.isFinite(elapsed) ? Math.min(1, Math.max(0, elapsed / PROGRESS_DURATION_MS)) : 0;
  const eased = PROGRESS_RUNNING_MAX * (1 - (1 - t) * (1 - t));
  // never moves backwards, even if the clock does
  const percent = Math.max(prev.percent, Math.round(eased * 10) / 10);
  return percent === prev.percent ? prev : { ...prev, percent };
}

/**
 * The bar over time: every change of activity goes through progressOnActivity, and
 * while running it is re-computed every 200 ms (the spec's throttle) until activity
 * returns to zero. A change of activity restarts the ticks (switchMap).
 */
export function progressOf(
  activity$: Observable<HttpActivity>,
  clock: Clock,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<ProgressState> {
  return defer(() => {
    let progress = initialProgress;
    return activity$.pipe(
      switchMap((activity) => {
        progress = progressOnActivity(progress, activity, clock.now());
        if (progress.status !== 'running') return of(progress);
        return interval(PROGRESS_THROTTLE_MS, scheduler).pipe(
          map(() => (progress = progressAt(progress, clock.now()))),
          startWith(progress),
        );
      }),
      distinctUntilChanged(),
    );
  });
}
