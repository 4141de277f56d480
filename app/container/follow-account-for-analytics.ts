import { subscribe } from 'valtio/vanilla';
import { completedSignInAction, type AnalyticsTracker, type Clock, type RegistrationNote } from '@core';
import type { AccountState } from '@ui/features/account';

/**
 * The account tells the tracker whose events follow (its per-load sessionID, the fan's
 * ssoID or '' for a guest) and when a sign-in or a registration has just completed: the
 * portal's return shows as 'signing-in' becoming 'signed-in', the same for both, so the
 * tab's note that the fan left from Register tells them apart (completed-sign-in-action.ts).
 * The note is used once: any signed-in return clears it.
 */
export function followAccountForAnalytics(
  account: { readonly state: AccountState },
  tracker: AnalyticsTracker,
  registration: { readonly note: RegistrationNote; readonly clock: Clock },
): () => void {
  let last = account.state.status;
  const identify = () =>
    tracker.identify({ sessionID: account.state.sessionID, ssoID: account.state.user?.ssoID ?? '' });
  identify();
  return subscribe(account.state, () => {
    identify();
    const { status } = account.state;
    if (last === 'signing-in' && status === 'signed-in') {
      tracker.track(completedSignInAction(registration.note.read(), registration.clock.now()));
      registration.note.clear();
    }
    last = status;
  });
}
