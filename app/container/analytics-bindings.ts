import type { Container } from 'inversify';
import { subscribe } from 'valtio/vanilla';
import { site, makeAnalyticsTracker, type AnalyticsBeaconPort, type AnalyticsTracker, type Clock, type Random, type TagManagerPort } from '@core';
import { createAnalyticsBeaconBrowser } from '@adapters/browser/analytics-beacon/analytics-beacon-browser';
import { createAnalyticsBeaconMemory } from '@adapters/memory/analytics/analytics-beacon-memory';
import { Services, UseCases } from '@ui/shared';
import type { InterfaceVm } from '@ui/app-shell';
import type { AccountState } from '@ui/features/account';
import type { AppConfig } from '../config/app-config';

/**
 * The browser's tracker: batches beaconed to the collector's POST /events (in memory mode,
 * handed to the in-memory collector), consent read from the one interface state at each
 * event, and the page's address and device read at that moment too.
 */
export function bindAnalyticsBrowser(container: Container, config: AppConfig): void {
  container.bind(UseCases.analytics).toResolvedValue(
    (interfaceVm: InterfaceVm, tagManager: TagManagerPort, clock: Clock, random: Random) => {
      const beacon: AnalyticsBeaconPort = config.adapters === 'memory'
        ? createAnalyticsBeaconMemory({ analytics: container.get(Services.analytics) })
        : createAnalyticsBeaconBrowser({ endpoint: `${config.services.analytics}/events` });
      return makeAnalyticsTracker({
        beacon, tagManager, clock, random,
        context: () => ({
          allowed: interfaceVm.state.cookiesConsent.analytics,
          url: `${location.pathname}${location.search}`,
          environment: {
            domain: location.hostname,
            screensize: `${screen.width}x${screen.height}`,
            userAgent: navigator.userAgent,
            ssoVendor: site.analyticsSsoVendor,
          },
        }),
      });
    },
    [Services.interfaceVm, Services.tagManager, Services.clock, Services.random],
  );
}

/**
 * The account tells the tracker whose events follow (its per-load sessionID, the fan's
 * ssoID or '' for a guest) and when a sign-in has just completed: the portal's return
 * shows as 'signing-in' becoming 'signed-in'.
 */
export function followAccountForAnalytics(account: { readonly state: AccountState }, tracker: AnalyticsTracker): () => void {
  let last = account.state.status;
  const identify = () => tracker.identify({ sessionID: account.state.sessionID, ssoID: account.state.user?.ssoID ?? '' });
  identify();
  return subscribe(account.state, () => {
    identify();
    const { status } = account.state;
    if (last === 'signing-in' && status === 'signed-in') tracker.track('sign-in-completed');
    last = status;
  });
}
