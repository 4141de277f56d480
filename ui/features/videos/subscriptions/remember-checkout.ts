import { useCallback } from 'react';
import { useOptionalAccountVm } from '../../account/account-context';
import { useService } from '../../../shared/services/services-context';
import { UseCases } from '../../../shared/services/use-case-tokens';

/**
 * The click on a Buy link: remembers, in this tab, what the fan holds now, so the page
 * the checkout returns to (a full page load later) can tell whether a pass arrived and
 * thanks the fan only then (purchase-return-vm.ts). It is also where a checkout starts,
 * for analytics.
 */
export function useRememberCheckout(): () => void {
  const account = useOptionalAccountVm();
  const checkoutMemo = useService(UseCases.checkoutMemo);
  const tracker = useService(UseCases.analytics);
  return useCallback(() => {
    tracker.track('checkout-started');
    const s = account?.state;
    if (!s || s.status !== 'signed-in' || !s.user) return;
    checkoutMemo.rememberCheckout({ ssoID: s.user.ssoID, entitlements: s.entitlements });
  }, [account, checkoutMemo, tracker]);
}
