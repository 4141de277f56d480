import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { purchaseHref, site, type SubscriptionPlan } from '@core';
import { useOptionalAccountVm } from '../../account/account-context';
import { Services } from '../../../shared/services/service-tokens';
import { useService } from '../../../shared/services/services-context';
import { PackagesModal, type PackagesView } from './packages-modal';
import { createPackagesVm } from './packages-vm';
import { useAccountSnapshot } from '../playback/use-account-snapshot';

/** the checkout, coming back to this page with ?purchase=success (same origin only) */
const buyHref = (plan: SubscriptionPlan): string | null => purchaseHref(plan.PurchaseUrl, window.location.href, window.location.origin);
const noBuyLink = (): null => null;

/**
 * The packages modal, open while interface state says showPackages (mounted by the app
 * lazily, only when open). Closing dispatches packages/close; a signed-out fan is asked
 * to sign in first, which opens the account panel in its place.
 */
export default function PackagesOverlay() {
  const interfaceVm = useService(Services.interfaceVm);
  const { showPackages } = useSnapshot(interfaceVm.state);
  if (!showPackages) return null;
  return <PackagesContainer />;
}

function PackagesContainer() {
  const interfaceVm = useService(Services.interfaceVm);
  const account = useOptionalAccountVm();
  const [vm] = useState(createPackagesVm);
  useEffect(() => vm.start(account), [vm, account]);
  const snap = useSnapshot(vm.state);
  const { status } = useAccountSnapshot(account);
  const close = () => interfaceVm.dispatch({ type: 'packages/close' });
  const signIn = () => {
    close();
    interfaceVm.dispatch({ type: 'loginPrompt/open', message: site.texts.subscribePromoLoggedOut });
  };
  return (
    <PackagesModal
      view={snap.view as PackagesView}
      onClose={close}
      onRetry={() => vm.retry()}
      buyHref={status === 'signed-in' ? buyHref : noBuyLink}
      onSignIn={status === 'signed-out' ? signIn : undefined}
    />
  );
}
