import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { ViewModels } from '../../shared/services/service-tokens';
import { UseCases } from '../../shared/services/use-case-tokens';
import { useService } from '../../shared/services/services-context';
import { useViewModel } from '../../shared/view-models/use-view-model';
import { CookieConsent } from './cookie-consent';
import { COOKIES_ANSWERED_ATTRIBUTE } from './cookies-answered';
import { createConsentVm, type CookieBannerWording } from './consent-vm';

/**
 * Shows the cookie popup until a consent is stored; restores a stored one on start.
 * 'Cookie settings' in the footer shows it again (interface state cookieSettingsOpen), and
 * focus moves into it then, since the fan asked for it. `onAnswered` tells the site the
 * notice is out of the way (one interruption at a time: the promotion waits for it).
 *
 * `painted`: the wording the server rendered the notice with. The server's page holds the
 * notice for everyone (it is one cached page), and the head script hides it before the first
 * paint when a choice is stored: so a first visit paints it with the page, not after the app
 * has loaded (a late paint this large would be the page's largest, and count as its load).
 */
export default function CookieConsentContainer({
  onAnswered,
  painted,
}: {
  readonly onAnswered?: () => void;
  readonly painted?: CookieBannerWording;
} = {}) {
  const cookieConsent = useService(UseCases.cookieConsent);
  const loadWebSettings = useService(UseCases.loadWebSettings);
  const interfaceVm = useService(ViewModels.interfaceVm);
  const { cookieSettingsOpen } = useSnapshot(interfaceVm.state);
  const vm = useViewModel(() =>
    createConsentVm({
      cookieConsent,
      loadWebSettings,
      dispatch: (a) => interfaceVm.dispatch(a),
      ...(painted ? { painted } : {}),
    }),
  );
  useEffect(() => {
    if (!cookieSettingsOpen) return;
    // asked for again: the head script's 'answered, keep hidden' no longer holds
    document.documentElement.removeAttribute(COOKIES_ANSWERED_ATTRIBUTE);
    vm.reopen();
  }, [vm, cookieSettingsOpen]);
  const s = useSnapshot(vm.state);
  if (!s.visible) return null;
  return (
    <CookieConsent
      title={s.title}
      text={s.text}
      findOutMoreLink={s.findOutMoreLink}
      focusOnShow={cookieSettingsOpen}
      onAcceptAll={() => {
        vm.acceptAll();
        onAnswered?.();
      }}
      onOnlyEssential={() => {
        vm.onlyEssential();
        onAnswered?.();
      }}
    />
  );
}
