import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { HeaderStyle } from '@core';
import { ViewModels } from '../shared/services/service-tokens';
import { useService } from '../shared/services/services-context';

/**
 * Pages call this with their style (core headerStyleFor). On a new route it
 * dispatches route/changed (which also closes search and the menu and pauses
 * adverts); a later change on the same route (a content page learning it has a
 * hero image) only restyles the header, so a panel opened meanwhile stays open.
 */
export function useHeaderStyle(style: HeaderStyle): void {
  const vm = useService(ViewModels.interfaceVm);
  const { pathname } = useLocation();
  const announced = useRef<string | null>(null);
  useEffect(() => {
    if (announced.current === pathname) {
      vm.dispatch({ type: 'header/style', headerStyle: style, path: pathname });
      return;
    }
    announced.current = pathname;
    vm.dispatch({ type: 'route/changed', headerStyle: style, path: pathname });
  }, [vm, style, pathname]);
}
