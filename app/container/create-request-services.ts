import { Ports } from '@core';
import type { AnalyticsTracker, ConsentStore, SeenPromosStore, TagManagerPort } from '@core';
import { ViewModels, UseCases, type ServiceLocator } from '@ui/shared';
import { createInterfaceVm } from '@ui/app-shell';
import { asLocator } from './create-app-services';
import type { BindingContainer } from './binding-container';

// The server renders the same public page for every visitor: it knows no consent,
// no seen promos and sends no tags (all of that is the browser's, after hydration).
const noConsent: ConsentStore = { read: () => null, write: () => {} };
const noSeenPromos: SeenPromosStore = { read: () => new Set(), add: () => {} };
const noTags: TagManagerPort = { pageView: () => {}, consent: () => {}, event: () => {} };
const noAnalytics: AnalyticsTracker = { track: () => {}, identify: () => {}, start: () => () => {} };

/** One server request's services: a child of the shared root, dropped with the request. */
export function createRequestServices(root: BindingContainer): ServiceLocator {
  const container = root.child();
  container.bind(Ports.consent).toConstantValue(noConsent);
  container.bind(Ports.seenPromos).toConstantValue(noSeenPromos);
  container.bind(Ports.tagManager).toConstantValue(noTags);
  container.bind(UseCases.analytics).toConstantValue(noAnalytics);
  container.bind(ViewModels.interfaceVm).toResolvedValue(() => createInterfaceVm());
  return asLocator(container);
}
