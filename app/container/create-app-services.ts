import { Container } from 'inversify';
import { mathRandom, systemClock, type WebSettingsPort } from '@core';
import { createConsentStoreBrowser, createCookieJar, createSeenPromosBrowser, createTagManagerBrowser } from '@adapters/browser/index';
import { Services, type ServiceLocator } from '@ui/shared/services/service-tokens';
import { createInterfaceVm } from '@ui/app-shell/interface-vm';
import type { AppConfig } from '../config/app-config';
import { httpBindings } from './http-bindings';
import { withMenuLayout } from './with-menu-layout';
import { bindUseCases } from './use-case-bindings';
import { createSessionStream, sessionStreamToken } from './session-stream';
import type { PortFactories } from './service-bindings';
import type { ServiceKey } from './token-keys';

/**
 * The composition root: the only place that knows which adapter serves which port.
 * Service ports come from HTTP (default) or memory by config; browser details
 * (cookies, tag manager) and the interface view model are the same in both.
 * Bindings are singletons without decorators.
 */
export async function createAppContainer(config: AppConfig): Promise<Container> {
  const ports: PortFactories = config.adapters === 'memory'
    ? (await import('./memory-bindings')).memoryBindings()
    : httpBindings(config);

  const container = new Container({ defaultScope: 'Singleton' });
  const webSettings = ports.webSettings;
  if (webSettings) ports.webSettings = () => withMenuLayout(webSettings() as WebSettingsPort, config.menuLayout);
  for (const [key, factory] of Object.entries(ports) as [ServiceKey, () => unknown][]) {
    container.bind(Services[key]).toDynamicValue(factory);
  }
  container.bind(Services.clock).toConstantValue(systemClock);
  container.bind(Services.random).toConstantValue(mathRandom);
  const jar = createCookieJar();
  container.bind(Services.seenPromos).toConstantValue(createSeenPromosBrowser(jar));
  container.bind(Services.consent).toConstantValue(createConsentStoreBrowser(jar));
  container.bind(Services.tagManager).toConstantValue(createTagManagerBrowser(window as never, { enabled: config.tagManagerEnabled }));
  container.bind(Services.interfaceVm).toResolvedValue(() => createInterfaceVm());
  // the stream service arrives with the account (create-account-vm.ts attaches it)
  const sessionStream = createSessionStream();
  container.bind(sessionStreamToken).toConstantValue(sessionStream);
  container.bind(Services.stream).toConstantValue(sessionStream.port);
  bindUseCases(container);
  return container;
}

/** ui/ sees the container only through this narrow interface (no inversify in ui/). */
export async function createAppServices(config: AppConfig): Promise<ServiceLocator> {
  const container = await createAppContainer(config);
  return { get: (token) => container.get(token) };
}
