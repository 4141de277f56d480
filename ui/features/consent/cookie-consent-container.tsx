import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Services } from '../../shared/services/service-tokens';
import { UseCases } from '../../shared/services/use-case-tokens';
import { useService } from '../../shared/services/services-context';
import { useViewModel } from '../../shared/view-models/use-view-model';
import { CookieConsent } from './cookie-consent';
import { createConsentVm } from './consent-vm';

/**
 * Shows the cookie popup until a consent is stored; restores a stored one on start.
 * 'Cookie settings' in the footer shows it again (interface state cookieSettingsOpen), and
 * focus moves into it then, since the fan asked for it. `onAnswered` tells the site the
 * notice is out of the way (one interruption at a time: the promotion waits for it).
 */
export default function CookieConsentContainer({ onAnswered }: { readonly onAnswered?: () => void } = {}) {
  const cookieConsent = useService(UseCases.cookieConsent);
  const loadWebSettings = useService(UseCases.loadWebSettings);
  const interfaceVm = useService(Services.interfaceVm);
  const { cookieSettingsOpen } = useSnapshot(interfaceVm.state);
  const vm = useViewModel(() => createConsentVm({ cookieConsent, loadWebSettings, dispatch: (a) => interfaceVm.dispatch(a) }));
  useEffect(() => { if (cookieSettingsOpen) vm.reopen(); }, [vm, cookieSettingsOpen]);
  const s = useSnapshot(vm.state);
  if (!s.visible) return null;
  return <CookieConsent title={s.title} text={s.text} findOutMoreLink={s.findOutMoreLink} focusOnShow={cookieSettingsOpen}
    onAcceptAll={() => { vm.acceptAll(); onAnswered?.(); }} onOnlyEssential={() => { vm.onlyEssential(); onAnswered?.(); }} />;
}
