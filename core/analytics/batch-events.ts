import { asyncScheduler, Observable, type SchedulerLike, type Subscription } from 'rxjs';
import { analyticsBatch } from '../config/site-config';

export interface BatchLimits {
  readonly maxEvents: number;
  readonly maxWaitMs: number;
}

/**
 * Gathers events into batches: one goes out when it holds maxEvents, maxWaitMs after
 * its first event, when `flushes` fires (the page is being hidden or left) or when the
 * events end. Never an empty batch, and nothing is held back after a flush, so a fan
 * who closes the tab loses nothing that was tracked.
 */
export function batchEvents<T>(
  events: Observable<T>,
  flushes: Observable<unknown>,
  limits: BatchLimits = analyticsBatch,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<T[]> {
  return new Observable<T[]>((subscriber) => {
    let pending: T[] = [];
    let wait: Subscription | undefined;
    const emit = () => {
      wait?.unsubscribe();
      wait = undefined;
      if (pending.length === 0) return;
      const batch = pending;
      pending = [];
      subscriber.next(batch);
    };
    const flushing = flushes.subscribe(() => emit());
    const tracking = events.subscribe({
      next: (e) => {
        pending.push(e);
        if (pending.length >= limits.maxEvents) emit();
        else wait ??= scheduler.schedule(emit, limits.maxWaitMs);
      },
      error: (e: unknown) => subscriber.error(e),
      complete: () => {
        emit();
        subscriber.complete();
      },
    });
    return () => {
      flushing.unsubscribe();
      tracking.unsubscribe();
      wait?.unsubscribe();
    };
  });
}
