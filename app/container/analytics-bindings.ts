import type { BindingContainer } from './binding-container';
import { Ports, makeDeferredTracker, type Clock, type Random, type TagManagerPort } from '@core';
import { ViewModels, UseCases } from '@ui/shared';
import type { InterfaceVm } from '@ui/app-shell';
import type { AppConfig } from '../config/app-config';

/**
 * The browser's tracker, behind a deferred front: its code (the batching, the beacon) is
 * its own chunk, fetched when a fan who allows analytics first does something counted.
 * Consent is read from the one interface state at each event.
 */
export function bindAnalyticsBrowser(container: BindingContainer, config: AppConfig): void {
  container.bind(UseCases.analytics).toResolvedValue(
    (interfaceVm: InterfaceVm, tagManager: TagManagerPort, clock: Clock, random: Random) => {
      const allowed = () => interfaceVm.state.cookiesConsent.analytics;
      return makeDeferredTracker({
        allowed,
        clock,
        url: () => `${location.pathname}${location.search}`,
        load: async () =>
          (await import('./analytics-runtime')).createBrowserTracker({
            config,
            analytics: () => container.get(Ports.analytics),
            tagManager,
            clock,
            random,
            allowed,
          }),
      });
    },
    [ViewModels.interfaceVm, Ports.tagManager, Ports.clock, Ports.random],
  );
}
