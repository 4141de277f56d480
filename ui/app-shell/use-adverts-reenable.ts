import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { site } from '@core';
import { ViewModels } from '../shared/services/service-tokens';
import { useService } from '../shared/services/services-context';

/**
 * Adverts pause on a route change (the transition sets advertisingDisabled) and
 * are re-enabled 2 s later, so an advert never flashes with the previous page's
 * targeting while the new page loads.
 */
export function useAdvertsReenable(delayMs: number = site.timings.advertsReenableMs): void {
  const vm = useService(ViewModels.interfaceVm);
  const { pathname } = useLocation();
  useEffect(() => {
    const timer = setTimeout(() => vm.dispatch({ type: 'adverts/enable' }), delayMs);
    return () => clearTimeout(timer);
  }, [pathname, vm, delayMs]);
}
