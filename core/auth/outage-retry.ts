import {
  asyncScheduler,
  concat,
  defer,
  of,
  switchMap,
  timer,
  type Observable,
  type ObservableInput,
  type SchedulerLike,
} from 'rxjs';
import type { Result } from '../shared/result';

/**
 * Back-off for a service that did not answer: 1 s after the first failure, doubling,
 * never more than 30 s apart, and never giving up: the session is kept until the SSO
 * answers, and a fan on a long matchday outage is signed in the moment it does.
 */
export const OUTAGE_RETRY_FIRST_MS = 1_000;
export const OUTAGE_RETRY_MAX_MS = 30_000;

/** the wait after `failures` failed attempts in a row (1, 2, ...) */
export function outageRetryDelayMs(failures: number): number {
  const n = Math.max(1, Math.floor(failures));
  return Math.min(OUTAGE_RETRY_MAX_MS, OUTAGE_RETRY_FIRST_MS * 2 ** Math.min(n - 1, 30));
}

/** What a call through an outage reports: each failed attempt, then the one answer. */
export type OutageAttempt<T, E> =
  { readonly kind: 'outage'; readonly failures: number } | { readonly kind: 'answer'; readonly result: Result<T, E> };

/**
 * Calls until the service answers: an outage (as `isOutage` tells it) is reported and
 * tried again after the back-off; any answer, success or refusal, ends the stream.
 * Unsubscribing (sign-out, a newer plan) cancels the wait and drops a call in flight.
 */
export function retryThroughOutages<T, E>(
  call: () => ObservableInput<Result<T, E>>,
  isOutage: (error: E) => boolean,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<OutageAttempt<T, E>> {
  const attempt = (failures: number): Observable<OutageAttempt<T, E>> =>
    defer(call).pipe(
      switchMap((result): Observable<OutageAttempt<T, E>> => {
        if (result.ok || !isOutage(result.error)) return of({ kind: 'answer', result });
        const failed = failures + 1;
        return concat(
          of({ kind: 'outage', failures: failed } as const),
          timer(outageRetryDelayMs(failed), scheduler).pipe(switchMap(() => attempt(failed))),
        );
      }),
    );
  return attempt(0);
}
