import { useSnapshot } from 'valtio';
import { Services } from '../../shared/services/service-tokens';
import { UseCases } from '../../shared/services/use-case-tokens';
import { useService } from '../../shared/services/services-context';
import { useViewModel } from '../../shared/view-models/use-view-model';
import { CookieConsent } from './cookie-consent';
import { createConsentVm } from './consent-vm';

/** Shows the cookie popup until a consent is stored; restores a stored one on start. */
export default function CookieConsentContainer() {
  const consent = useService(Services.consent);
  const loadWebSettings = useService(UseCases.loadWebSettings);
  const { dispatch } = useService(Services.interfaceVm);
  const vm = useViewModel(() => createConsentVm({ consent, loadWebSettings, dispatch: (a) => dispatch(a) }));
  const s = useSnapshot(vm.state);
  if (!s.visible) return null;
  return <CookieConsent title={s.title} text={s.text} findOutMoreLink={s.findOutMoreLink}
    onAcceptAll={() => vm.acceptAll()} onOnlyEssential={() => vm.onlyEssential()} />;
}
