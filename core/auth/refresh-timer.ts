import { asyncScheduler, EMPTY, map, of, switchMap, timer, type Observable, type SchedulerLike } from 'rxjs';
import type { Clock } from '../ports/clock.port';
import type { SsoSession } from './auth-types';
import { refreshDelayMs, retryDelayMs } from './refresh-schedule';
import { utcMs } from './session-validity';

/**
 * What the session wants from the refresh timer next:
 * - 'fresh': tokens were just received (or restored) at `receivedAtMs`: refresh before they expire;
 * - 'retry': the SSO could not be reached: try again soon while the access token lasts;
 * - 'stop': no session any more (or a refresh is being run by hand): nothing is due.
 */
export type RefreshPlan =
  | { readonly kind: 'fresh'; readonly session: SsoSession; readonly receivedAtMs: number }
  | { readonly kind: 'retry'; readonly session: SsoSession }
  | { readonly kind: 'stop' };

/**
 * 'refresh': time to refresh the tokens. 'expired': no refresh can happen before the
 * tokens die (refresh token spent, or the access token ends before a retry could run):
 * the session must end now rather than stay "signed in" over dead tokens.
 */
export type RefreshDue = 'refresh' | 'expired';

/**
 * The refresh schedule as a stream: every plan replaces the one before (switchMap), so a
 * new session, a sign-out or a manual refresh cancels the timer in flight; the delays are
 * the core rules of refresh-schedule.ts. 'expired' is emitted at once, without a timer.
 */
export function refreshDue(plans: Observable<RefreshPlan>, clock: Clock, scheduler: SchedulerLike = asyncScheduler): Observable<RefreshDue> {
  return plans.pipe(
    switchMap((plan): Observable<RefreshDue> => {
      if (plan.kind === 'stop') return EMPTY;
      const now = clock.now();
      const { identity } = plan.session;
      const delay = plan.kind === 'fresh'
        ? refreshDelayMs({
          receivedAtMs: plan.receivedAtMs,
          accessExpiresMs: utcMs(identity.access_token_expires_utc) ?? plan.receivedAtMs,
          refreshExpiresMs: utcMs(identity.refresh_token_expires_utc) ?? plan.receivedAtMs,
        }, now)
        : retryDelayMs(utcMs(identity.access_token_expires_utc) ?? 0, now);
      if (delay === null) return of('expired');
      return timer(delay, scheduler).pipe(map(() => 'refresh'));
    }),
  );
}
