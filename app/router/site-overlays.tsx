import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { Services } from '@ui/services/service-tokens';
import { useService } from '@ui/services/services-context';
import CookieConsentContainer from '@ui/consent/cookie-consent-container';
import OverlayPromoContainer from '@ui/promo/overlay-promo-container';
import NotificationsContainer from '@ui/notifications/notifications-container';
import { useOptionalAccountVm } from '@ui/account/account-context';

// The search panel is only downloaded when a fan first opens it.
const SearchPanelContainer = lazy(() => import('@ui/search/search-panel-container'));
// likewise the account panel, on first opening
const AccountPanelContainer = lazy(() => import('@ui/account/account-panel-container'));

/** Panels and popups that sit above every page of the main site. */
export function SiteOverlays() {
  const vm = useService(Services.interfaceVm);
  const { searchOpen, accountHeaderOpen } = useSnapshot(vm.state);
  // the panel needs the account view model, which loads just after the first paint
  const accountVm = useOptionalAccountVm();
  return (
    <>
      {searchOpen && (
        <Suspense fallback={null}>
          <SearchPanelContainer />
        </Suspense>
      )}
      {accountHeaderOpen && accountVm && (
        <Suspense fallback={null}>
          <AccountPanelContainer />
        </Suspense>
      )}
      <OverlayPromoContainer />
      <NotificationsContainer />
      <CookieConsentContainer />
    </>
  );
}
