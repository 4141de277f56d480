import { asyncScheduler, EMPTY, switchMap, timer, type Observable, type SchedulerLike } from 'rxjs';
import type { Clock } from '../ports/clock.port';
import type { AccessGrant } from './auth-types';
import { refreshDelayMs } from './refresh-schedule';
import { utcMs } from './session-validity';

/**
 * What the session wants from the refresh timer next:
 * - 'fresh': an access token was just received at `receivedAtMs`: refresh before it expires;
 * - 'stop': no session any more: nothing is due, and a refresh in flight is dropped.
 */
export type RefreshPlan =
  { readonly kind: 'fresh'; readonly grant: AccessGrant; readonly receivedAtMs: number } | { readonly kind: 'stop' };

/**
 * The refresh schedule as a stream: when a plan's time comes, `refresh()` runs (its
 * retries through an outage included) and what it emits is passed on. Every plan
 * replaces the one before (switchMap), so new tokens, a sign-out or a dispose cancel both
 * the timer and a refresh still in flight. The delays are the rules of refresh-schedule.ts.
 */
export function scheduleRefresh<T>(
  plans: Observable<RefreshPlan>,
  refresh: () => Observable<T>,
  clock: Clock,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<T> {
  return plans.pipe(
    switchMap((plan): Observable<T> => {
      if (plan.kind === 'stop') return EMPTY;
      const { grant, receivedAtMs } = plan;
      const delay = refreshDelayMs(
        {
          receivedAtMs,
          accessExpiresMs: utcMs(grant.access_token_expires_utc) ?? receivedAtMs,
          refreshExpiresMs: utcMs(grant.refresh_token_expires_utc) ?? receivedAtMs,
        },
        clock.now(),
      );
      return timer(delay, scheduler).pipe(switchMap(refresh));
    }),
  );
}
