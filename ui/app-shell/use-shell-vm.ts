import { UseCases } from '../shared/services/use-case-tokens';
import { useService } from '../shared/services/services-context';
import { useLaterNavigation } from '../shared/view-models/use-later-navigation';
import { useViewModel } from '../shared/view-models/use-view-model';
import type { SiteMenus, WebSettings } from '@core';
import { createShellVm, type ShellVm } from './shell-vm';

/**
 * The shell view model over the bound use cases, started from an effect. It starts
 * with the child-friendly mode at mount; later changes reload only the footer (Footer asks).
 * Each later route change lets it ask again for the parts whose service failed. The first
 * page starts from the menus and settings the server rendered with, so hydration changes nothing.
 */
export function useShellVm(
  childFriendly: () => boolean,
  initial: { readonly menus?: SiteMenus | null; readonly settings?: WebSettings | null } = {},
): ShellVm {
  const loadWebSettings = useService(UseCases.loadWebSettings);
  const loadMenus = useService(UseCases.loadMenus);
  const loadFooterCommercial = useService(UseCases.loadFooterCommercial);
  const vm = useViewModel(() =>
    createShellVm({
      loadWebSettings,
      loadMenus,
      loadFooterCommercial,
      childFriendly,
      ...(initial.menus ? { initialMenus: initial.menus } : {}),
      ...(initial.settings ? { initialSettings: initial.settings } : {}),
    }),
  );
  useLaterNavigation(vm.routeChanged);
  return vm;
}
