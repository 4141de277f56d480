import { Ports } from '@core';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { Subject } from 'rxjs';
import { delayedPageViews, type PageViewRequest } from '@core/analytics/page-view-delay';
import { ViewModels } from '../../shared/services/service-tokens';
import { UseCases } from '../../shared/services/use-case-tokens';
import { useService } from '../../shared/services/services-context';
import { pageViewPath } from './page-view-path';
import { claimFirstPageView } from './first-page-view';
import { useScheduledEffect } from '../../shared/scheduling';

/**
 * On each route change, after 250 ms, pushes a page view to the tag manager and counts
 * it for the analytics service when consent allows analytics (ANALYTICS-2). Accepting cookies on a page counts that
 * page ("starts tracking"); the URL is stripped of tokens first. The timing rule
 * (the delay, a quicker second navigation cancelling the first view) is core's
 * delayedPageViews; this hook only feeds it the route and the consent.
 */
export function usePageViewTracking(): void {
  const { pathname, search } = useLocation();
  const tagManager = useService(Ports.tagManager);
  const tracker = useService(UseCases.analytics);
  const interfaceVm = useService(ViewModels.interfaceVm);
  const allowed = useSnapshot(interfaceVm.state).cookiesConsent.analytics;
  const [requests] = useState(() => new Subject<PageViewRequest>());
  // both through the start schedule, in this order: the first page's view is asked for once
  // its subscription is in place (after hydration, a task each)
  useScheduledEffect(() => {
    const views = delayedPageViews(requests).subscribe((path) => {
      tagManager.pageView(path);
      // the first page's view may have been counted already, by the quick-leave beacon; the app
      // takes it over only once its own delivery is in place (until then the beacon still owes it:
      // a fan leaving while the tracker's code loads was counted by neither)
      const count = () => {
        if (claimFirstPageView(path)) tracker.track('page-view', { url: path });
      };
      if (tracker.whenDeliverable) tracker.whenDeliverable(count);
      else count();
    });
    return () => views.unsubscribe();
  }, [requests, tagManager, tracker]);
  useScheduledEffect(() => {
    requests.next({ path: pageViewPath(pathname, search), allowed });
  }, [requests, allowed, pathname, search]);
}
