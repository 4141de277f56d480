import { subscribe } from 'valtio/vanilla';
import type { AnalyticsTracker } from '@core';
import type { AccountState } from '@ui/features/account';

/**
 * The account tells the tracker whose events follow (its per-load sessionID, the fan's
 * ssoID or '' for a guest) and when a sign-in has just completed: the portal's return
 * shows as 'signing-in' becoming 'signed-in'.
 */
export function followAccountForAnalytics(account: { readonly state: AccountState }, tracker: AnalyticsTracker): () => void {
  let last = account.state.status;
  const identify = () => tracker.identify({ sessionID: account.state.sessionID, ssoID: account.state.user?.ssoID ?? '' });
  identify();
  return subscribe(account.state, () => {
    identify();
    const { status } = account.state;
    if (last === 'signing-in' && status === 'signed-in') tracker.track('sign-in-completed');
    last = status;
  });
}
