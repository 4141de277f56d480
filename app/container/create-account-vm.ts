import { mathRandom, systemClock } from '@core';
import { createHttpAuthPort } from '@adapters/http/auth/http-auth-port';
import { currentPageRedirect, portalLinks } from '@adapters/http/auth/portal-links';
import { createHttpStreamPort } from '@adapters/http/stream/http-stream-port';
import { createDeviceId } from '@adapters/browser/device/device-id';
import { createBrowserReturnUrl } from '@adapters/browser/session/browser-return-url';
import { createCookieTokenStore } from '@adapters/browser/session/cookie-token-store';
import { createCrossTabSignal } from '@adapters/browser/session/cross-tab-signal';
import { Services, type ServiceLocator } from '@ui/services/service-tokens';
import { createAccountVm } from '@ui/account/account-vm';
import type { AccountVm } from '@ui/account/account-vm-types';
import type { AppConfig } from '../config/app-config';

/**
 * The account view model over the active sign-in provider (the SSO session and
 * refresh endpoints) and the stream service's session state. The inactive
 * providers (code exchange, identity pool, stream session) exist in
 * adapters/http/auth/inactive-providers.ts and are deliberately not wired.
 * Tokens live in cookies in both adapter modes: they are a browser detail.
 */
export async function createAppAccountVm(config: AppConfig, services: ServiceLocator): Promise<AccountVm> {
  const tokens = createCookieTokenStore();
  const subscriptionsUrl = `${config.siteOrigin}/videos/subscriptions`;
  const common = {
    tokens, signal: createCrossTabSignal(), returnUrl: createBrowserReturnUrl(),
    clock: systemClock, random: mathRandom, interfaceVm: services.get(Services.interfaceVm),
  };
  if (config.adapters === 'memory') {
    const { createMemorySso } = await import('@adapters/memory/auth/memory-sso');
    const { createMemoryStreamPort } = await import('@adapters/memory/stream/memory-stream-port');
    const sso = createMemorySso({ clock: systemClock });
    const stream = createMemoryStreamPort({ accessToken: () => tokens.read().accessToken, whoIs: sso.subjectOf });
    return createAccountVm({ ...common, auth: sso.port, stream, links: () => portalLinks('https://sso.memory.example', currentPageRedirect(config.siteOrigin, location), subscriptionsUrl) });
  }
  // no progress tracking: a background token refresh must not flash the progress bar
  const auth = createHttpAuthPort({ baseUrl: config.services.sso, timeoutMs: config.requestTimeoutMs });
  // a stable id per browser: the stream service counts devices, not tabs
  const stream = createHttpStreamPort({
    baseUrl: config.services.stream, timeoutMs: config.requestTimeoutMs, accessToken: () => tokens.read().accessToken, deviceId: createDeviceId(),
  });
  return createAccountVm({
    ...common, auth, stream,
    links: () => portalLinks(config.services.sso, currentPageRedirect(config.siteOrigin, location), subscriptionsUrl),
  });
}
