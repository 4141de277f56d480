import { mathRandom, systemClock } from '@core';
import { createAuthHttp } from '@adapters/http/auth/auth-http';
import { currentPageRedirect, portalLinks } from '@adapters/http/auth/portal-links';
import { createStreamHttp } from '@adapters/http/stream/stream-http';
import { createDeviceIdBrowser } from '@adapters/browser/device/device-id-browser';
import { createReturnUrlBrowser } from '@adapters/browser/auth/return-url-browser';
import { createTokenStoreBrowser } from '@adapters/browser/auth/token-store-browser';
import { createSessionSignalBrowser } from '@adapters/browser/auth/session-signal-browser';
import { Services, type ServiceLocator } from '@ui/shared/services/service-tokens';
import { createAccountVm } from '@ui/features/account/account-vm';
import type { AccountVm } from '@ui/features/account/account-vm-types';
import type { AppConfig } from '../config/app-config';
import { sessionStreamToken } from './session-stream';

/**
 * The account view model over the active sign-in provider (the SSO session and
 * refresh endpoints) and the stream service's session state. The inactive
 * providers (code exchange, identity pool, stream session) exist in
 * adapters/http/auth/inactive-providers.ts and are deliberately not wired.
 * Tokens live in cookies in both adapter modes: they are a browser detail.
 */
export async function createAppAccountVm(config: AppConfig, services: ServiceLocator): Promise<AccountVm> {
  const tokens = createTokenStoreBrowser();
  const subscriptionsUrl = `${config.siteOrigin}/videos/subscriptions`;
  const common = {
    tokens, signal: createSessionSignalBrowser(), returnUrl: createReturnUrlBrowser(),
    clock: systemClock, random: mathRandom, interfaceVm: services.get(Services.interfaceVm),
  };
  if (config.adapters === 'memory') {
    const { createAuthMemory } = await import('@adapters/memory/auth/auth-memory');
    const { createStreamMemory } = await import('@adapters/memory/stream/stream-memory');
    const sso = createAuthMemory({ clock: systemClock });
    const stream = createStreamMemory({ accessToken: () => tokens.read().accessToken, whoIs: sso.subjectOf });
    services.get(sessionStreamToken).attach(stream);
    return createAccountVm({ ...common, auth: sso.port, stream, links: () => portalLinks('https://sso.memory.example', currentPageRedirect(config.siteOrigin, location), subscriptionsUrl) });
  }
  // no progress tracking: a background token refresh must not flash the progress bar
  const auth = createAuthHttp({ baseUrl: config.services.sso, timeoutMs: config.requestTimeoutMs });
  // a stable id per browser: the stream service counts devices, not tabs
  const stream = createStreamHttp({
    baseUrl: config.services.stream, timeoutMs: config.requestTimeoutMs, accessToken: () => tokens.read().accessToken, deviceId: createDeviceIdBrowser(),
  });
  services.get(sessionStreamToken).attach(stream);
  return createAccountVm({
    ...common, auth, stream,
    links: () => portalLinks(config.services.sso, currentPageRedirect(config.siteOrigin, location), subscriptionsUrl),
  });
}
