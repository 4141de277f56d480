import { Ports, type ServiceToken, mathRandom, systemClock, type WebSettingsPort } from '@core';
import {
  createConsentStoreBrowser,
  createCookieJar,
  createPurchaseMemoBrowser,
  createRegistrationNoteBrowser,
  createSeenPromosBrowser,
  createSpoilerStoreBrowser,
  createPlayerPreferencesBrowser,
  createMatchFollowStoreBrowser,
  createSystemNotifierBrowser,
  createTagManagerBrowser,
} from '@adapters/browser/index';
import { ViewModels, type ServiceLocator } from '@ui/shared';
import { createInterfaceVm } from '@ui/app-shell';
import type { AppConfig } from '../config/app-config';
import { withMenuLayout } from './with-menu-layout';
import { lazyAccessibilitySettingsStore } from './lazy-accessibility-store';
import { bindUseCases } from './use-case-bindings';
import { bindAnalyticsBrowser } from './analytics-bindings';
import { createSessionStream, sessionStreamToken } from './session-stream';
import type { PortFactories, PortKey } from './service-bindings';
import type { HttpBindingOptions } from './http-bindings';

import { createBindingContainer, type BindingContainer } from './binding-container';
import { yieldToMain } from '@ui/shared';

/**
 * The composition root: the only place that knows which adapter serves which port.
 * Service ports come from HTTP (default) or memory by config and are bound once, as
 * singletons without decorators, in a root container (binding-container.ts, the same on
 * the server and in the browser); what belongs to one visitor
 * (the interface view model, cookies, the tag manager) is bound in a child: the
 * browser's one child, or one per server request so nothing of one request can
 * reach another.
 */
export async function createRootContainer(
  config: AppConfig,
  container: BindingContainer,
  /** the site server's say over the ports before they are bound (site-wide-answers.ts) */
  adjustPorts: (ports: PortFactories) => PortFactories = (ports) => ports,
  options: HttpBindingOptions = {},
): Promise<BindingContainer> {
  return bindRootContainer(config, container, adjustPorts(await loadPortFactories(config, options)));
}

/**
 * The service ports' factories by config. Both adapter sets are their own chunks: the
 * browser fetches the HTTP adapters (and zod) in parallel with the first page's module, and
 * the server-rendered first page needs neither before it hydrates.
 */
export async function loadPortFactories(config: AppConfig, options: HttpBindingOptions = {}): Promise<PortFactories> {
  return config.adapters === 'memory'
    ? (await import('./memory-bindings')).memoryBindings()
    : (await import('./http-bindings')).httpBindings(config, options);
}

export function bindRootContainer(
  config: AppConfig,
  container: BindingContainer,
  ports: PortFactories,
): BindingContainer {
  const webSettings = ports.webSettings;
  if (webSettings) ports.webSettings = () => withMenuLayout(webSettings() as WebSettingsPort, config.menuLayout);
  for (const [key, factory] of Object.entries(ports) as [PortKey, () => unknown][]) {
    container.bind(Ports[key] as ServiceToken<unknown>).toDynamicValue(factory);
  }
  container.bind(Ports.siteOrigin).toConstantValue(config.siteOrigin);
  container.bind(Ports.paymentOrigin).toConstantValue(new URL(config.services.stream).origin);
  container.bind(Ports.clock).toConstantValue(systemClock);
  container.bind(Ports.random).toConstantValue(mathRandom);
  // the device's own setting; on the server there is no storage and it reads as "not set"
  container.bind(Ports.spoilers).toConstantValue(createSpoilerStoreBrowser());
  // the player's choices on this device (captions, volume, muted, in step); the server has none
  container.bind(Ports.playerPreferences).toConstantValue(createPlayerPreferencesBrowser());
  // the match followed from any page, and the device's system notifications (the server: none)
  container.bind(Ports.matchFollows).toConstantValue(createMatchFollowStoreBrowser());
  container.bind(Ports.systemNotifier).toConstantValue(createSystemNotifierBrowser());
  // this tab's record of leaving for the checkout; the server has no storage and remembers nothing
  container.bind(Ports.purchaseMemo).toConstantValue(createPurchaseMemoBrowser());
  // the same for leaving to register (the analytics count a registration on the return)
  container.bind(Ports.registrationNote).toConstantValue(createRegistrationNoteBrowser());
  // "Can I watch?": only ever asked in the browser (the page's checks run after hydration)
  // (its code loads with the first check, not with every page)
  const probe = () => import('@adapters/browser/playback-probe/playback-probe-browser');
  container.bind(Ports.playbackProbe).toConstantValue({
    capabilities: async () => (await probe()).createPlaybackProbeBrowser().capabilities(),
    measure: async (playlistUrl) => (await probe()).createPlaybackProbeBrowser().measure(playlistUrl),
  });
  container.bind(Ports.accessibilitySettings).toConstantValue(lazyAccessibilitySettingsStore());
  // the stream service arrives with the account (create-account-vm.ts attaches it);
  // bound beside the use cases that wait for it (on the server nothing attaches one)
  const sessionStream = createSessionStream();
  container.bind(sessionStreamToken).toConstantValue(sessionStream);
  container.bind(Ports.stream).toConstantValue(sessionStream.port);
  bindUseCases(container);
  return container;
}

/** The browser's visitor: cookies, the tag manager and the one interface view model. */
export function createBrowserContainer(root: BindingContainer, config: AppConfig): BindingContainer {
  const container = root.child();
  const jar = createCookieJar();
  container.bind(Ports.seenPromos).toConstantValue(createSeenPromosBrowser(jar));
  container.bind(Ports.consent).toConstantValue(createConsentStoreBrowser(jar));
  container
    .bind(Ports.tagManager)
    .toConstantValue(createTagManagerBrowser(window as never, { enabled: config.tagManagerEnabled }));
  container.bind(ViewModels.interfaceVm).toResolvedValue(() => createInterfaceVm());
  bindAnalyticsBrowser(container, config);
  return container;
}

/** ui/ sees the container only through this narrow interface (no container library in ui/). */
export const asLocator = (container: BindingContainer): ServiceLocator => ({ get: (token) => container.get(token) });

/**
 * The browser's services. The adapters' chunk is evaluated in the task its module arrives in
 * (zod's schemas are built then): the bindings wait for the next task, so the two are not one
 * long task on a phone.
 */
export async function createAppServices(config: AppConfig): Promise<ServiceLocator> {
  const ports = await loadPortFactories(config);
  await yieldToMain();
  return asLocator(createBrowserContainer(bindRootContainer(config, createBindingContainer(), ports), config));
}
