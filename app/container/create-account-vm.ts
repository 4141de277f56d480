import { Ports, mathRandom, systemClock, type SessionPort, type StreamPort } from '@core';
import { makePreparedStream } from '@core/stream/prepared-stream';
import { makeSessionManager } from '@core/auth/session-manager';
import { siteSignInLinks, type PortalLinks } from '@adapters/http/auth/portal-links';
import { createSignInStartHttp } from '@adapters/http/session/sign-in-start-http';
import { createSessionHttp } from '@adapters/http/session/session-http';
import { createStreamHttp } from '@adapters/http/stream/stream-http';
import { createDeviceIdBrowser } from '@adapters/browser/device/device-id-browser';
import { createReturnUrlBrowser } from '@adapters/browser/auth/return-url-browser';
import { createSessionHintBrowser } from '@adapters/browser/auth/session-hint-browser';
import { createSessionSignalBrowser } from '@adapters/browser/auth/session-signal-browser';
import { cleanReturnPath } from '@protocol/return-address/site-return-address';
import { ViewModels, UseCases, type ServiceLocator } from '@ui/shared';
import { followAccountForAnalytics } from './follow-account-for-analytics';
import { loadAccountVmFactory, type AccountVm } from '@ui/features/account';
import type { AppConfig } from '../config/app-config';
import { sessionStreamToken } from './session-stream';
import { sessionPreparedStreamToken } from './session-prepared-stream';

/** The fan's session and the stream service; the stream reads the page's in-memory access token. */
interface AccountPorts {
  readonly session: SessionPort;
  readonly stream: StreamPort;
  /** the portal's pages for the page the fan is on */
  readonly links: (returnPath: string) => PortalLinks;
  /** the panel form's return address, with the sign-in's state when the site server issues one */
  readonly prepareSignIn: (returnPath: string) => Promise<string | null>;
}
type AccessToken = () => string | undefined;

/** the account panel's 'View Subscriptions': the site's own page */
const subscriptionsUrl = (config: AppConfig) => `${config.siteOrigin}/videos/subscriptions`;

/**
 * The same in both adapter modes: the site server's session endpoints and the configured stream
 * service (the in-memory mode runs the services in the site's own process, on its origin:
 * scripts/start/site-with-services.ts), so signing in, buying a pass and watching are the same
 * journey everywhere.
 */
function accountPorts(config: AppConfig, accessToken: AccessToken): AccountPorts {
  const hint = createSessionHintBrowser();
  // the site server's own endpoints, same origin as the page (its HttpOnly cookies go along by themselves);
  // no progress tracking: a background token refresh must not flash the progress bar
  const session = createSessionHttp({
    baseUrl: location.origin,
    timeoutMs: config.requestTimeoutMs,
    hasSession: hint.present,
    forgetSession: hint.forget,
  });
  // a stable id per browser: the stream service counts devices, not tabs
  const stream = createStreamHttp({
    baseUrl: config.services.stream,
    timeoutMs: config.requestTimeoutMs,
    accessToken,
    deviceId: createDeviceIdBrowser(),
  });
  // every sign-in starts at the site server, which ties its return to this browser (a one-time state)
  const startSignIn = createSignInStartHttp({ baseUrl: location.origin, timeoutMs: config.requestTimeoutMs });
  return {
    session,
    stream,
    links: (returnPath) =>
      siteSignInLinks(config.siteOrigin, returnPath, config.services.sso, subscriptionsUrl(config)),
    prepareSignIn: startSignIn,
  };
}

/**
 * The account view model over the session manager (core/auth/session-manager.ts), bound
 * here rather than in use-case-bindings.ts: this module is loaded lazily (app/main.tsx),
 * so the accounts code stays out of every route's first bundle. The site server holds the
 * refresh token and session id (app/server/session); the page holds only the access
 * token, in the session manager's memory. The inactive providers (code exchange, identity
 * pool, stream session) exist in adapters/http/auth/inactive-providers.ts and are
 * deliberately not wired.
 */
export async function createAppAccountVm(config: AppConfig, services: ServiceLocator): Promise<AccountVm> {
  const { createAccountVm } = await loadAccountVmFactory();
  // the stream service asks for the token at each call; the manager that holds it is made below
  let accessToken: AccessToken = () => undefined;
  const { session, stream, links, prepareSignIn } = accountPorts(config, () => accessToken());
  // the pages' stream use cases wait for this session's stream service (see session-stream.ts)
  services.get(sessionStreamToken).attach(stream);
  // and 'Watch Live' may now prepare a signed-in fan's stream before the press
  services
    .get(sessionPreparedStreamToken)
    .attach(makePreparedStream({ openStream: services.get(UseCases.openStream), clock: services.get(Ports.clock) }));
  const manager = makeSessionManager({
    session,
    stream,
    signal: createSessionSignalBrowser(),
    returnUrl: createReturnUrlBrowser(),
    clock: systemClock,
    random: mathRandom,
  });
  accessToken = () => manager.accessToken();
  // the page the fan is on, as the shared return-address rule allows it (the home page for anything strange)
  const returnPath = () => cleanReturnPath(`${location.pathname}${location.search}`, config.siteOrigin);
  const account = createAccountVm({
    session: manager,
    interfaceVm: services.get(ViewModels.interfaceVm),
    links: () => links(returnPath()),
    prepareSignIn: () => prepareSignIn(returnPath()),
  });
  // for the page's life, like the account itself
  followAccountForAnalytics(account, services.get(UseCases.analytics), {
    note: services.get(Ports.registrationNote),
    clock: systemClock,
  });
  return account;
}
