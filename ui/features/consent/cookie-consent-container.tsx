import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Services } from '../../shared/services/service-tokens';
import { useService } from '../../shared/services/services-context';
import { CookieConsent } from './cookie-consent';
import { createConsentVm } from './consent-vm';

/** Shows the cookie popup until a consent is stored; restores a stored one on start. */
export default function CookieConsentContainer() {
  const consent = useService(Services.consent);
  const webSettings = useService(Services.webSettings);
  const { dispatch } = useService(Services.interfaceVm);
  const [vm] = useState(() => createConsentVm({ consent, webSettings, dispatch: (a) => dispatch(a) }));
  useEffect(() => vm.start(), [vm]);
  const s = useSnapshot(vm.state);
  if (!s.visible) return null;
  return <CookieConsent title={s.title} text={s.text} findOutMoreLink={s.findOutMoreLink}
    onAcceptAll={() => vm.acceptAll()} onOnlyEssential={() => vm.onlyEssential()} />;
}
