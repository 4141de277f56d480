import { asyncScheduler, EMPTY, map, switchMap, timer, type Observable, type SchedulerLike } from 'rxjs';
import { timings } from '../config/site-config';

/** A route change (or a change of consent) that may count as a page view. */
export interface PageViewRequest {
  /** the path to report, already stripped of tokens */
  readonly path: string;
  /** the fan allowed analytics */
  readonly allowed: boolean;
}

/**
 * On a route change a page view is sent after 250 ms when tracking is allowed
 * (ANALYTICS-2). The delay lets the new page set its title; a quicker second
 * navigation, or consent withdrawn, cancels the view in waiting (switchMap).
 */
export function delayedPageViews(
  requests: Observable<PageViewRequest>,
  delayMs: number = timings.pageViewDelayMs,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<string> {
  return requests.pipe(switchMap((r) => (r.allowed ? timer(delayMs, scheduler).pipe(map(() => r.path)) : EMPTY)));
}
