import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { site } from '@core';
import { Services } from '../../shared/services/service-tokens';
import { useService } from '../../shared/services/services-context';
import { pageViewPath } from './page-view-path';

/**
 * On each route change, after 250 ms, pushes a page view to the tag manager when
 * consent allows analytics (site-shell §4). Accepting cookies on a page counts that
 * page ("starts tracking"); the URL is stripped of tokens first. The delay lets the
 * new page set its title; a quicker second navigation cancels the first view.
 */
export function usePageViewTracking(): void {
  const { pathname, search } = useLocation();
  const tagManager = useService(Services.tagManager);
  const interfaceVm = useService(Services.interfaceVm);
  const allowed = useSnapshot(interfaceVm.state).cookiesConsent.analytics;
  useEffect(() => {
    if (!allowed) return;
    const timer = setTimeout(() => tagManager.pageView(pageViewPath(pathname, search)), site.timings.pageViewDelayMs);
    return () => clearTimeout(timer);
  }, [allowed, pathname, search, tagManager]);
}
