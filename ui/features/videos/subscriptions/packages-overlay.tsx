import { useSnapshot } from 'valtio';
import { purchaseHref, site, type SubscriptionPlan } from '@core';
import { useOptionalAccountVm } from '../../account/account-context';
import { ViewModels } from '../../../shared/services/service-tokens';
import { useService } from '../../../shared/services/services-context';
import { UseCases } from '../../../shared/services/use-case-tokens';
import { useViewModel } from '../../../shared/view-models/use-view-model';
import { PackagesModal } from './packages-modal';
import { createPackagesVm, packagesView } from './packages-vm';
import { useAccountSnapshot } from '../playback/use-account-snapshot';
import { useRememberCheckout } from './remember-checkout';
import { usePackagesViewed } from './use-packages-viewed';

/** the checkout, coming back to this page with ?purchase=success (same origin only) */
const buyHref = (plan: SubscriptionPlan): string | null =>
  purchaseHref(plan.PurchaseUrl, window.location.href, window.location.origin);
const noBuyLink = (): null => null;

/**
 * The packages modal, open while interface state says showPackages (mounted by the app
 * lazily, only when open). Closing dispatches packages/close; a signed-out fan is asked
 * to sign in first, which opens the account panel in its place.
 */
export default function PackagesOverlay() {
  const interfaceVm = useService(ViewModels.interfaceVm);
  const { showPackages } = useSnapshot(interfaceVm.state);
  if (!showPackages) return null;
  return <PackagesContainer />;
}

function PackagesContainer() {
  const interfaceVm = useService(ViewModels.interfaceVm);
  const account = useOptionalAccountVm();
  const loadPackages = useService(UseCases.loadPackages);
  const vm = useViewModel(() => createPackagesVm({ loadPackages }));
  const snap = useSnapshot(vm.state);
  const { status } = useAccountSnapshot(account);
  const rememberCheckout = useRememberCheckout();
  usePackagesViewed();
  const close = () => interfaceVm.dispatch({ type: 'packages/close' });
  const signIn = () => {
    close();
    interfaceVm.dispatch({ type: 'loginPrompt/open', message: site.texts.subscribePromoLoggedOut });
  };
  return (
    <PackagesModal
      view={packagesView(snap)}
      onClose={close}
      onRetry={() => void vm.retry()}
      buyHref={status === 'signed-in' ? buyHref : noBuyLink}
      onSignIn={status === 'signed-out' ? signIn : undefined}
      onBuy={rememberCheckout}
    />
  );
}
