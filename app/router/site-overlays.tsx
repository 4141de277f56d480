import { lazy, Suspense, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'react-router-dom';
import { PURCHASE_RETURN } from '@core';
import { Services } from '@ui/shared/services/service-tokens';
import { useService } from '@ui/shared/services/services-context';
import CookieConsentContainer from '@ui/features/consent/cookie-consent-container';
import OverlayPromoContainer from '@ui/features/promo/overlay-promo-container';
import NotificationsContainer from '@ui/app-shell/notifications/notifications-container';
import { useOptionalAccountVm } from '@ui/features/account/account-context';

// The search panel is only downloaded when a fan first opens it.
const SearchPanelContainer = lazy(() => import('@ui/features/search/search-panel-container'));
// likewise the account panel, on first opening
const AccountPanelContainer = lazy(() => import('@ui/features/account/account-panel-container'));
// the video service's overlays: packages, the upgrade promo and the floating audio player
const PackagesOverlay = lazy(() => import('@ui/features/videos/subscriptions/packages-overlay'));
const UpgradePromoOverlay = lazy(() => import('@ui/features/videos/subscriptions/upgrade-promo-overlay'));
const AudioPlayerOverlay = lazy(() => import('@ui/features/videos/audio/audio-player-overlay'));
// back from the stream service's checkout (?purchase=success): only then is it downloaded
const PurchaseReturn = lazy(() => import('@ui/features/videos/subscriptions/purchase-return'));

/** Panels and popups that sit above every page of the main site. */
export function SiteOverlays() {
  const vm = useService(Services.interfaceVm);
  const { searchOpen, accountHeaderOpen, showPackages, upgradePromo, audioPlayer } = useSnapshot(vm.state);
  const { search } = useLocation();
  // once seen, the purchase return stays mounted: it removes the parameter itself and
  // then tells the fan how the refresh went
  const returned = new URLSearchParams(search).get(PURCHASE_RETURN.param) === PURCHASE_RETURN.success;
  const [purchaseReturn, setPurchaseReturn] = useState(returned);
  if (returned && !purchaseReturn) setPurchaseReturn(true);
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
      {showPackages && (
        <Suspense fallback={null}>
          <PackagesOverlay />
        </Suspense>
      )}
      {upgradePromo.display && (
        <Suspense fallback={null}>
          <UpgradePromoOverlay />
        </Suspense>
      )}
      {audioPlayer.modalOpen && (
        <Suspense fallback={null}>
          <AudioPlayerOverlay />
        </Suspense>
      )}
      {purchaseReturn && (
        <Suspense fallback={null}>
          <PurchaseReturn />
        </Suspense>
      )}
      <OverlayPromoContainer />
      <NotificationsContainer />
      <CookieConsentContainer />
    </>
  );
}
