/**
 * Reconnection for a feed: run `connect(attempt)`; when it errors, say so downstream (a
 * 'dropped' signal, so the site can show "reconnecting"), wait with exponential back-off and
 * connect again, forever. A connection that delivers anything resets the back-off. Completion
 * (the final whistle) is final. Timers run on the given scheduler, so marble tests drive them.
 */
import {
  catchError,
  concat,
  defer,
  of,
  retry,
  tap,
  throwError,
  timer,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import { backoffDelayMs, type Backoff } from '@core';

export { backoffDelayMs, type Backoff };

/** 500, 1000, 2000 ... capped at 30 s */
export const DEFAULT_BACKOFF: Backoff = { baseMs: 500, maxMs: 30_000 };

export interface Dropped {
  readonly type: 'dropped';
  readonly attempt: number;
  readonly reason: unknown;
}

export function withReconnect<T>(
  connect: (attempt: number) => Observable<T>,
  backoff: Backoff = DEFAULT_BACKOFF,
  scheduler?: SchedulerLike,
): Observable<T | Dropped> {
  let failures = 0;
  return defer(() => connect(failures)).pipe(
    tap(() => {
      failures = 0;
    }),
    catchError((reason: unknown) => {
      failures += 1;
      return concat(
        of<Dropped>({ type: 'dropped', attempt: failures, reason }),
        throwError(() => reason),
      );
    }),
    retry({ delay: () => timer(backoffDelayMs(failures, backoff), scheduler) }),
  );
}
