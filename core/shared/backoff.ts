/**
 * Exponential back-off, shared by everything that tries again by itself (a live feed
 * reconnecting, a stream view rechecking an unreachable video service): the first
 * wait, doubling, never longer than the cap, never giving up. Timers run on the
 * given scheduler, so marble tests drive them.
 */
import {
  defer,
  EMPTY,
  expand,
  map,
  switchMap,
  timer,
  type Observable,
  type ObservableInput,
  type SchedulerLike,
} from 'rxjs';

export interface Backoff {
  /** the first wait, ms */
  readonly baseMs: number;
  /** no wait is longer than this */
  readonly maxMs: number;
}

/** base, 2 x base, 4 x base ... capped: the wait before try again number `attempt` (1-based) */
export const backoffDelayMs = (attempt: number, { baseMs, maxMs }: Backoff): number =>
  Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));

/**
 * Runs `attempt` and emits its answer; while the answer says to try again, waits
 * (back-off) and runs it again, emitting each answer, until one does not. Unsubscribing
 * stops the waiting: nothing runs for a page that has gone.
 */
export function repeatWithBackoff<T>(
  attempt: () => ObservableInput<T>,
  again: (answer: T) => boolean,
  backoff: Backoff,
  scheduler?: SchedulerLike,
): Observable<T> {
  const run = (n: number) => defer(attempt).pipe(map((answer) => ({ answer, n })));
  return run(0).pipe(
    expand(({ answer, n }) =>
      again(answer) ? timer(backoffDelayMs(n + 1, backoff), scheduler).pipe(switchMap(() => run(n + 1))) : EMPTY,
    ),
    map(({ answer }) => answer),
  );
}
