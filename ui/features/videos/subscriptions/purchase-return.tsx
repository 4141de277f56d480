import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { site } from '@core';
import { useOptionalAccountVm } from '../../account/account-context';
import { ActionButton } from '../../../shared/components/button';
import { ViewModels } from '../../../shared/services/service-tokens';
import { useService } from '../../../shared/services/services-context';
import { useViewModel } from '../../../shared/view-models/use-view-model';
import { UseCases } from '../../../shared/services/use-case-tokens';
import { withoutPurchaseReturn } from './purchase-outcome';
import { createPurchaseReturnVm } from './purchase-return-vm';
import styles from './purchase-return.module.css';

export const PASS_ACTIVE_MESSAGE = 'Your pass is now active. Enjoy the match!';

/**
 * After payment (mounted once by the app). The checkout sends the fan back with
 * ?purchase=success: the parameter is removed at once (so a reload or a shared link
 * does not repeat this), the account's entitlements are refreshed without a new sign-in
 * once the account exists, and a fan whose pass arrived is thanked (the success toast).
 * A fan who left for the checkout and has no new pass yet is told so, with 'Refresh my
 * access'; one who came back signed out is asked to sign in; anyone else (a guest, a
 * shared address) is told nothing. Streams on the page follow the account, so a locked
 * one opens by itself when the entitlement arrives.
 */
export function PurchaseReturn() {
  const location = useLocation();
  const navigate = useNavigate();
  const account = useOptionalAccountVm();
  const interfaceVm = useService(ViewModels.interfaceVm);
  const checkoutMemo = useService(UseCases.checkoutMemo);
  const vm = useViewModel(() =>
    createPurchaseReturnVm({
      checkoutMemo,
      activeMessage: PASS_ACTIVE_MESSAGE,
      notify: (message) => interfaceVm.dispatch({ type: 'accountNotification/show', message }),
    }),
  );
  const { phase } = useSnapshot(vm.state);
  // mounted once per return from the checkout
  const tracker = useService(UseCases.analytics);
  useEffect(() => {
    tracker.track('purchase-returned');
  }, [tracker]);

  useEffect(() => {
    const rest = withoutPurchaseReturn(location.search);
    if (rest === null) return;
    navigate({ pathname: location.pathname, search: rest, hash: location.hash }, { replace: true });
    vm.returned(account);
  }, [location.search, location.pathname, location.hash, navigate, vm, account]);
  useEffect(() => vm.follow(account), [vm, account]);

  return (
    // a live region present from the start, so its messages are announced when they appear
    <div role="status" aria-live="polite">
      {phase.kind === 'pending' ? (
        <div className={styles.notice}>
          <p className={styles.title}>Your new pass has not reached your account yet.</p>
          <p>If you have just paid, it may take a moment. If your stream does not open, refresh your access.</p>
          <div className={styles.actions}>
            <ActionButton
              variant="primary-dark"
              small
              icon="Refresh"
              onClick={() => void vm.refreshAgain(account)}
              disabled={phase.checking}
            >
              Refresh my access
            </ActionButton>
            <ActionButton variant="ghost-dark" small onClick={() => vm.dismiss()}>
              Dismiss
            </ActionButton>
          </div>
          <p>{phase.checking ? 'Checking your access…' : ''}</p>
        </div>
      ) : null}
      {phase.kind === 'signed-out' ? (
        <div className={styles.notice}>
          <p>If you bought a pass, sign in to start watching and listening with it.</p>
          <div className={styles.actions}>
            <ActionButton
              variant="primary-dark"
              small
              icon="SignIn"
              onClick={() => {
                vm.dismiss();
                interfaceVm.dispatch({ type: 'loginPrompt/open', message: site.texts.subscribePromoLoggedIn });
              }}
            >
              {site.texts.restrictedMediaButton}
            </ActionButton>
            <ActionButton variant="ghost-dark" small onClick={() => vm.dismiss()}>
              Dismiss
            </ActionButton>
          </div>
        </div>
      ) : null}
    </div>
  );
}

export default PurchaseReturn;
