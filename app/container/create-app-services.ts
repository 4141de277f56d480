import { mathRandom, systemClock, type WebSettingsPort } from '@core';
import {
  createConsentStoreBrowser,
  createCookieJar,
  createPurchaseMemoBrowser,
  createRegistrationNoteBrowser,
  createSeenPromosBrowser,
  createSpoilerStoreBrowser,
  createPlayerPreferencesBrowser,
  createTagManagerBrowser,
} from '@adapters/browser/index';
import { Services, type ServiceLocator, type ServiceToken } from '@ui/shared';
import { createInterfaceVm } from '@ui/app-shell';
import type { AppConfig } from '../config/app-config';
import { withMenuLayout } from './with-menu-layout';
import { lazyAccessibilitySettingsStore } from './lazy-accessibility-store';
import { bindUseCases } from './use-case-bindings';
import { bindAnalyticsBrowser } from './analytics-bindings';
import { createSessionStream, sessionStreamToken } from './session-stream';
import type { PortFactories } from './service-bindings';
import type { ServiceKey } from './token-keys';
import type { BindingContainer } from './binding-container';
import { createMinimalContainer } from './minimal-container';
import { yieldToMain } from '../yield-to-main';

/**
 * The composition root: the only place that knows which adapter serves which port.
 * Service ports come from HTTP (default) or memory by config and are bound once, as
 * singletons without decorators, in a root container (inversify on the server, the minimal
 * container in the browser: see binding-container.ts); what belongs to one visitor
 * (the interface view model, cookies, the tag manager) is bound in a child: the
 * browser's one child, or one per server request so nothing of one request can
 * reach another.
 */
export async function createRootContainer(
  config: AppConfig,
  container: BindingContainer,
  /** the site server's say over the ports before they are bound (site-wide-answers.ts) */
  adjustPorts: (ports: PortFactories) => PortFactories = (ports) => ports,
): Promise<BindingContainer> {
  return bindRootContainer(config, container, adjustPorts(await loadPortFactories(config)));
}

/**
 * The service ports' factories by config. Both adapter sets are their own chunks: the
 * browser fetches the HTTP adapters (and zod) in parallel with the first page's module, and
 * the server-rendered first page needs neither before it hydrates.
 */
export async function loadPortFactories(config: AppConfig): Promise<PortFactories> {
  return config.adapters === 'memory'
    ? (await import('./memory-bindings')).memoryBindings()
    : (await import('./http-bindings')).httpBindings(config);
}

export function bindRootContainer(
  config: AppConfig,
  container: BindingContainer,
  ports: PortFactories,
): BindingContainer {
  const webSettings = ports.webSettings;
  if (webSettings) ports.webSettings = () => withMenuLayout(webSettings() as WebSettingsPort, config.menuLayout);
  for (const [key, factory] of Object.entries(ports) as [ServiceKey, () => unknown][]) {
    container.bind(Services[key] as ServiceToken<unknown>).toDynamicValue(factory);
  }
  container.bind(Services.siteOrigin).toConstantValue(config.siteOrigin);
  container.bind(Services.clock).toConstantValue(systemClock);
  container.bind(Services.random).toConstantValue(mathRandom);
  // the device's own setting; on the server there is no storage and it reads as "not set"
  container.bind(Services.spoilers).toConstantValue(createSpoilerStoreBrowser());
  // the player's choices on this device (captions, volume, muted); the server has none
  container.bind(Services.playerPreferences).toConstantValue(createPlayerPreferencesBrowser());
  // this tab's record of leaving for the checkout; the server has no storage and remembers nothing
  container.bind(Services.purchaseMemo).toConstantValue(createPurchaseMemoBrowser());
  // the same for leaving to register (the analytics count a registration on the return)
  container.bind(Services.registrationNote).toConstantValue(createRegistrationNoteBrowser());
  container.bind(Services.accessibilitySettings).toConstantValue(lazyAccessibilitySettingsStore());
  // the stream service arrives with the account (create-account-vm.ts attaches it);
  // bound beside the use cases that wait for it (on the server nothing attaches one)
  const sessionStream = createSessionStream();
  container.bind(sessionStreamToken).toConstantValue(sessionStream);
  container.bind(Services.stream).toConstantValue(sessionStream.port);
  bindUseCases(container);
  return container;
}

/** The browser's visitor: cookies, the tag manager and the one interface view model. */
export function createBrowserContainer(root: BindingContainer, config: AppConfig): BindingContainer {
  const container = root.child();
  const jar = createCookieJar();
  container.bind(Services.seenPromos).toConstantValue(createSeenPromosBrowser(jar));
  container.bind(Services.consent).toConstantValue(createConsentStoreBrowser(jar));
  container
    .bind(Services.tagManager)
    .toConstantValue(createTagManagerBrowser(window as never, { enabled: config.tagManagerEnabled }));
  container.bind(Services.interfaceVm).toResolvedValue(() => createInterfaceVm());
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
  return asLocator(createBrowserContainer(bindRootContainer(config, createMinimalContainer(), ports), config));
}
