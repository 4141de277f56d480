import { useEffect, useState } from 'react';
import { makeLoadFooterCommercial } from '@core/commercial/load-footer-commercial';
import { Services } from '../shared/services/service-tokens';
import { useService } from '../shared/services/services-context';
import { createShellVm, type ShellVm } from './shell-vm';

/** Builds the shell view model over the bound services and starts it from an effect. */
export function useShellVm(childFriendly: boolean): ShellVm {
  const webSettings = useService(Services.webSettings);
  const pages = useService(Services.pages);
  const sponsors = useService(Services.sponsors);
  const adverts = useService(Services.adverts);
  const clock = useService(Services.clock);
  const [vm] = useState(() =>
    createShellVm({
      webSettings: () => webSettings.get(),
      menus: () => pages.menus(),
      loadFooterCommercial: makeLoadFooterCommercial({ sponsors, adverts, clock }),
    }),
  );
  // start with the mode at mount; later changes reload only the footer (Footer asks)
  const [initialChildFriendly] = useState(childFriendly);
  useEffect(() => vm.start(initialChildFriendly), [vm, initialChildFriendly]);
  return vm;
}
