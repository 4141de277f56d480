import { mathRandom, systemClock, type AuthPort, type StreamPort, type TokenStore } from '@core';
import { makeSessionManager } from '@core/auth/session-manager';
import { createAuthHttp } from '@adapters/http/auth/auth-http';
import { currentPageRedirect, portalLinks } from '@adapters/http/auth/portal-links';
import { createStreamHttp } from '@adapters/http/stream/stream-http';
import { createDeviceIdBrowser } from '@adapters/browser/device/device-id-browser';
import { createReturnUrlBrowser } from '@adapters/browser/auth/return-url-browser';
import { createTokenStoreBrowser } from '@adapters/browser/auth/token-store-browser';
import { createSessionSignalBrowser } from '@adapters/browser/auth/session-signal-browser';
import { Services, type ServiceLocator } from '@ui/shared';
import { loadAccountVmFactory, type AccountVm } from '@ui/features/account';
import type { AppConfig } from '../config/app-config';
import { sessionStreamToken } from './session-stream';

/** The SSO and the stream service of one adapter mode, over the shared token store. */
interface AccountPorts { readonly auth: AuthPort; readonly stream: StreamPort; readonly ssoBase: string }

async function memoryPorts(tokens: TokenStore): Promise<AccountPorts> {
  const { createAuthMemory } = await import('@adapters/memory/auth/auth-memory');
  const { createStreamMemory } = await import('@adapters/memory/stream/stream-memory');
  const sso = createAuthMemory({ clock: systemClock });
  const stream = createStreamMemory({ accessToken: () => tokens.read().accessToken, whoIs: sso.subjectOf });
  return { auth: sso.port, stream, ssoBase: 'https://sso.memory.example' };
}

function httpPorts(config: AppConfig, tokens: TokenStore): AccountPorts {
  // no progress tracking: a background token refresh must not flash the progress bar
  const auth = createAuthHttp({ baseUrl: config.services.sso, timeoutMs: config.requestTimeoutMs });
  // a stable id per browser: the stream service counts devices, not tabs
  const stream = createStreamHttp({
    baseUrl: config.services.stream, timeoutMs: config.requestTimeoutMs, accessToken: () => tokens.read().accessToken, deviceId: createDeviceIdBrowser(),
  });
  return { auth, stream, ssoBase: config.services.sso };
}

/**
 * The account view model over the session manager (core/auth/session-manager.ts), bound
 * here rather than in use-case-bindings.ts: this module is loaded lazily (app/main.tsx),
 * so the accounts code stays out of every route's first bundle. The active sign-in
 * provider is the SSO's session and refresh endpoints; the inactive providers (code
 * exchange, identity pool, stream session) exist in adapters/http/auth/inactive-providers.ts
 * and are deliberately not wired. Tokens live in cookies in both adapter modes: they are
 * a browser detail.
 */
export async function createAppAccountVm(config: AppConfig, services: ServiceLocator): Promise<AccountVm> {
  const { createAccountVm } = await loadAccountVmFactory();
  const tokens = createTokenStoreBrowser();
  const { auth, stream, ssoBase } = config.adapters === 'memory' ? await memoryPorts(tokens) : httpPorts(config, tokens);
  // the pages' stream use cases wait for this session's stream service (see session-stream.ts)
  services.get(sessionStreamToken).attach(stream);
  const session = makeSessionManager({
    auth, tokens, stream, signal: createSessionSignalBrowser(), returnUrl: createReturnUrlBrowser(), clock: systemClock, random: mathRandom,
  });
  const subscriptionsUrl = `${config.siteOrigin}/videos/subscriptions`;
  return createAccountVm({
    session, stream, interfaceVm: services.get(Services.interfaceVm),
    links: () => portalLinks(ssoBase, currentPageRedirect(config.siteOrigin, location), subscriptionsUrl),
  });
}
