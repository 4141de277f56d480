import { useEffect } from 'react';
import type { HeaderStyle } from '@core';
import { Services } from '../services/service-tokens';
import { useService } from '../services/services-context';

/**
 * Pages call this with their style (core headerStyleFor). It dispatches route/changed,
 * which also applies the route-change rules (closes search and menu, pauses adverts),
 * so call it once per page, with the style for that page.
 */
export function useHeaderStyle(style: HeaderStyle): void {
  const vm = useService(Services.interfaceVm);
  useEffect(() => {
    vm.dispatch({ type: 'route/changed', headerStyle: style });
  }, [vm, style]);
}
