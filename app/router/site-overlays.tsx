import { lazy, Suspense, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'react-router-dom';
import { Ports, PURCHASE_RETURN } from '@core';
import { ViewModels, useHydrated, usePageSeed, useService } from '@ui/shared';
import { NotificationsContainer, type ShellSeed } from '@ui/app-shell';
import { CookieConsentContainer, cookieBannerWording } from '@ui/features/consent';
import { OverlayPromoContainer } from '@ui/features/promo';
import { loadAccountPanel, loadAccountServiceNotice, useOptionalAccountVm } from '@ui/features/account';
import { loadSearchPanel } from '@ui/features/search';
import { videoOverlays } from '@ui/features/videos';
import { FollowedMatchAlerts } from '@ui/features/matches';

// The search panel is only downloaded when a fan first opens it.
const SearchPanelContainer = lazy(loadSearchPanel);
// likewise the account panel, on first opening
const AccountPanelContainer = lazy(loadAccountPanel);
// the notice that the account service is having trouble comes with the account itself
const AccountServiceNotice = lazy(loadAccountServiceNotice);
// the video service's overlays: packages, the upgrade promo and the floating audio player
const PackagesOverlay = lazy(videoOverlays.packages);
const UpgradePromoOverlay = lazy(videoOverlays.upgradePromo);
const AudioPlayerOverlay = lazy(videoOverlays.audioPlayer);
// back from the stream service's checkout (?purchase=success): only then is it downloaded
const PurchaseReturn = lazy(videoOverlays.purchaseReturn);

/** Panels and popups that sit above every page of the main site. */
export function SiteOverlays() {
  const consent = useService(Ports.consent);
  const [consentAnswered, setConsentAnswered] = useState(() => consent.read() !== null);
  // the wording the server rendered the cookie notice with (the first page's shell seed)
  const seed = usePageSeed<ShellSeed>();
  const [painted] = useState(() => cookieBannerWording(seed?.settings?.cookieBanner));
  return (
    <>
      {/* the overlays are the visitor's own (promos, panels): never in the server's public HTML */}
      {useHydrated() ? <VisitorOverlays consentAnswered={consentAnswered} /> : null}
      {/* the cookie notice is in it, for everyone (see CookieConsentContainer): last in tab order */}
      <CookieConsentContainer painted={painted} onAnswered={() => setConsentAnswered(true)} />
    </>
  );
}

function VisitorOverlays({ consentAnswered }: { readonly consentAnswered: boolean }) {
  const vm = useService(ViewModels.interfaceVm);
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
      {/* one interruption at a time: the promotion waits until the cookie notice is answered
          (the server-rendered page has painted by now: these overlays mount after hydration) */}
      {consentAnswered ? <OverlayPromoContainer /> : null}
      <NotificationsContainer />
      <FollowedMatchAlerts />
      {accountVm && (
        <Suspense fallback={null}>
          <AccountServiceNotice />
        </Suspense>
      )}
    </>
  );
}
