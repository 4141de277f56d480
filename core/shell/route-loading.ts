import {
  asyncScheduler,
  distinctUntilChanged,
  filter,
  map,
  merge,
  of,
  scan,
  startWith,
  switchMap,
  timer,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import { timings } from '../config/site-config';
import type { HttpActivity } from '../ports/http-activity.port';

export const ROUTE_SETTLE_MS = timings.routeSettleMs;

/**
 * What the progress bar follows (LOADING-1): the JSON client's requests and the router's
 * navigations. A navigation to a page whose code is not there yet waits for its chunk with no
 * request in flight, so it counts as one more request while it lasts. When it ends it still
 * counts for `settleMs`: the new page renders and its view models start their requests in that
 * time, and the bar runs on through them instead of finishing and starting again from zero.
 * A navigation never turns the bar red: a page that did not load shows the error page.
 */
export function withRouteLoading(
  activity$: Observable<HttpActivity>,
  routeLoading$: Observable<boolean>,
  scheduler: SchedulerLike = asyncScheduler,
  settleMs: number = ROUTE_SETTLE_MS,
): Observable<HttpActivity> {
  const route$ = routeLoading$.pipe(
    distinctUntilChanged(),
    switchMap((loading, i) => {
      if (loading) return of(1);
      // not loading from the start: nothing to settle
      if (i === 0) return of(0);
      return timer(settleMs, scheduler).pipe(
        map(() => 0),
        startWith(1),
      );
    }),
  );
  // one stream of both (merge, not combineLatest: the bar is on every page's first bundle)
  return merge(activity$.pipe(map((activity) => ({ activity }))), route$.pipe(map((route) => ({ route })))).pipe(
    scan(combine, initial),
    filter((c) => c.known),
    map(({ inFlight, failed }): HttpActivity => ({ inFlight, failed })),
    distinctUntilChanged((a, b) => a.inFlight === b.inFlight && a.failed === b.failed),
  );
}

interface Combined extends HttpActivity {
  readonly activity: HttpActivity | null;
  readonly route: number;
  /** the requests' failed flag is from an earlier run */
  readonly stale: boolean;
  /** the requests have said where they stand (the route counts as idle until it says) */
  readonly known: boolean;
}

const initial: Combined = { activity: null, route: 0, inFlight: 0, failed: false, stale: false, known: false };

/**
 * The requests' failed flag stays up until their next burst starts: a navigation that starts a
 * run while no request is in flight must not finish red for a failure of the page before it.
 */
function combine(prev: Combined, change: { readonly activity: HttpActivity } | { readonly route: number }): Combined {
  const activity = 'activity' in change ? change.activity : prev.activity;
  const route = 'route' in change ? change.route : prev.route;
  if (!activity) return { ...prev, route };
  const inFlight = activity.inFlight + route;
  const starting = prev.inFlight === 0 && inFlight > 0;
  const stale = starting ? activity.inFlight === 0 && activity.failed : prev.stale && activity.failed;
  return { activity, route, inFlight, failed: activity.failed && !stale, stale, known: true };
}
