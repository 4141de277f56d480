import { asyncScheduler, type SchedulerLike } from 'rxjs';
import type { Result } from '../shared/result';
import type { AuthReturnUrl, SessionPort } from '../ports/auth.port';
import { isOutage, type AccessGrant, type AuthError, type AuthPortError } from './auth-types';
import { retryThroughOutages } from './outage-retry';

export type AuthNotice = 'logged-in' | 'logged-out';

export interface RestoreOutcome {
  /** null: signed out */
  readonly grant: AccessGrant | null;
  /** the toast to show ('Logged In' / 'Logged Out'), if any */
  readonly notice: AuthNotice | null;
  /** the catalogued reason the visitor is signed out, if something was refused */
  readonly error: AuthError | null;
  /** a return from the portal that this browser did not start was refused (the session, if any, kept) */
  readonly refusedReturn?: true;
}

/** `onOutage` is told each time the account service does not answer (the restore keeps trying) */
export type RestoreSession = (onOutage: () => void) => Promise<RestoreOutcome>;

/**
 * Restore the session on load (ACCOUNT-7, ACCOUNT-8), in this order:
 * 1. logoutSuccess=true: the site forgets the session, 'Logged Out'.
 * 2. the portal's return did not validate (the site server said so): signed out with
 *    the catalogued sign-in failure, and nothing else (never 'Logged In' as well); or the
 *    portal refused the credentials typed in the account panel: signed out with its words.
 * 3. the site holds no session: signed out, without a call.
 * 4. else an access token from the site's refresh endpoint ('Logged In' when the fan
 *    just came back with loginSuccess=true). An outage is no answer: it is reported and
 *    tried again with back-off until the site answers; only a refusal signs out.
 * The return parameters are removed from the address first, whatever happens next.
 */
export const makeRestoreSession =
  ({
    session,
    returnUrl,
    scheduler = asyncScheduler,
  }: {
    session: SessionPort;
    returnUrl: AuthReturnUrl;
    scheduler?: SchedulerLike;
  }): RestoreSession =>
  async (onOutage) => {
    const params = returnUrl.read();
    returnUrl.clean();
    if (params.logoutSuccess) {
      void session.signOut();
      return { grant: null, notice: 'logged-out', error: null };
    }
    if (params.signInFailed) return { grant: null, notice: null, error: { code: 'AUTH.UNABLE_TO_SIGN_IN' } };
    if (params.signInRefused !== undefined)
      return { grant: null, notice: null, error: { code: 'AUTH.SIGN_IN_REFUSED', message: params.signInRefused } };
    if (!session.hasSession()) return { grant: null, notice: null, error: null };
    const answer = await new Promise<Result<AccessGrant, AuthPortError>>((resolve) => {
      retryThroughOutages(() => session.refresh(), isOutage, scheduler).subscribe((attempt) => {
        if (attempt.kind === 'outage') onOutage();
        else resolve(attempt.result);
      });
    });
    const refused = params.signInNotStarted ? { refusedReturn: true as const } : {};
    if (answer.ok)
      return { grant: answer.value, notice: params.loginSuccess ? 'logged-in' : null, error: null, ...refused };
    // refusals only (retryThroughOutages never ends on an outage); no session at all is simply signed out
    const error = answer.error as AuthError;
    return { grant: null, notice: null, error: error.code === 'AUTH.NO_SESSION' ? null : error };
  };
