/**
 * The site server on Node: reads the build and the deployment settings, wires the
 * sitemap to the site's own ports, listens, and keeps listening whatever a request
 * does. `node --import tsx app/server/node-entry.ts` runs it (npm start supervises it).
 *   PORT (8080), HOST (127.0.0.1), DIST_DIR (dist)
 *   NODE_ENV                 production unless set (React's production build renders the pages)
 *   UZFC_SITE_ORIGIN         public origin (default http://localhost:PORT); behind a CDN, the CDN's
 *   UZFC_PAGE_CACHE_CONTROL  Cache-Control of pages (default PAGE_CACHE_CONTROL)
 *   UZFC_PAGE_CACHE_MS       how long an instance reuses a rendered page (default 10000; 0 = never)
 *   UZFC_SITE_LOCK_PASSWORD  a development password: every page shows the lock screen until it is given (off when unset)
 *   UZFC_DRAIN_NOTICE_MS     on SIGTERM, how long /healthz says `draining` before it stops accepting (default 0;
 *                            behind a balancer, longer than its health check takes to notice: start:edge sets it)
 *   UZFC_DRAIN_TIMEOUT_MS    on SIGTERM, the longest wait for requests in flight (default 10000)
 *   UZFC_* service settings  as app/server/site-settings-from-env.ts reads them
 * SIGTERM or SIGINT drains (graceful-drain.ts): every request received is answered before the
 * process exits; a second signal exits at once.
 */
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { MatchPort, NewsPort, PagesPort, VideoPort } from '@core';
import { createAuthHttp } from '@adapters/http/auth/auth-http';
import { parseAppConfig, type AppConfig } from '../config/app-config';
import { defaultConfig } from '../config/default-config';
import { httpBindings } from '../container/http-bindings';
import type { PortFactories } from '../container/service-bindings';
import { createSiteServer } from './create-site-server';
import { errorPageHtml } from './error-page';
import { trackForDrain, type DrainOptions, type DrainResult } from './graceful-drain';
import { loadDist } from './load-dist';
import { nodeCompressor } from './node-compressor';
import type { RenderHook } from './render-hook';
import { productionUnlessSet } from './production-mode';
import { originsOf } from './security-headers';
import { siteSettingsFromEnv } from './site-settings-from-env';
import { createSiteLock } from './site-lock/site-lock';
import { loadSsrRenderHook } from './ssr-render-hook';
import type { SitemapSources } from './sitemap';
import type { MatchCalendarSources } from './match-calendar-route';
import { createSiteSessionHandler, type SiteSessionHandler } from './session/site-session-handler';
import { createImagePassThrough } from './image-pass-through';
import { aggregatedServiceLog } from './aggregated-service-log';
import { createStreamHttp } from '@adapters/http/stream/stream-http';

export interface StartSiteServerOptions {
  /** 0 picks a free port */
  readonly port: number;
  readonly host?: string;
  readonly distDir?: string;
  readonly env?: NodeJS.ProcessEnv;
  readonly render?: RenderHook;
  readonly log?: (message: string, error?: unknown) => void;
  /**
   * The club's services run in this process, answering under `basePath` on the site's own
   * origin: what the in-memory mode serves the accounts, the checkout and the media from, so a
   * developer runs no service at all (scripts/start/site-with-services.ts). The site's config
   * then names them (UZFC_STAND_IN_ORIGIN = the site's origin + basePath), and the site server
   * reaches them without a network round trip.
   */
  readonly services?: InProcessServices;
}

export interface InProcessServices {
  readonly basePath: string;
  fetch(request: Request): Promise<Response>;
}

export interface RunningSiteServer {
  readonly url: string;
  readonly port: number;
  /** stops at once: requests in flight are cut */
  close(): Promise<void>;
  /** stops gracefully: out of rotation, then every request received answered (graceful-drain.ts) */
  drain(opts?: DrainOptions): Promise<DrainResult>;
}

async function sitemapSourcesFor(config: AppConfig): Promise<SitemapSources> {
  // memory bindings carry the seed: loaded only when asked for
  const bindings: PortFactories =
    config.adapters === 'memory'
      ? (await import('../container/memory-bindings')).memoryBindings()
      : httpBindings(config);
  return {
    news: bindings.news!() as NewsPort,
    pages: bindings.pages!() as PagesPort,
    video: bindings.video!() as VideoPort,
  };
}

/** the fan's session at the site server, over the configured SSO (in this process when it runs here) */
function sessionHandlerFor(
  config: AppConfig,
  log: (message: string) => void,
  services: InProcessServices | undefined,
): SiteSessionHandler {
  const fetchImpl = services
    ? { fetchImpl: (input: RequestInfo | URL, init?: RequestInit) => services.fetch(new Request(input, init)) }
    : {};
  const auth = createAuthHttp({ baseUrl: config.services.sso, timeoutMs: config.requestTimeoutMs, ...fetchImpl });
  // sign-out ends the account's playback at the stream service (its logout)
  const endPlayback = (accessToken: string) =>
    createStreamHttp({
      baseUrl: config.services.stream,
      timeoutMs: config.requestTimeoutMs,
      accessToken: () => accessToken,
      deviceId: () => 'site-server',
      ...fetchImpl,
    }).logout();
  return createSiteSessionHandler({
    auth,
    portal: config.services.sso,
    siteOrigin: config.siteOrigin,
    log,
    endPlayback,
  });
}

async function calendarSourcesFor(config: AppConfig): Promise<MatchCalendarSources> {
  const bindings: PortFactories =
    config.adapters === 'memory'
      ? (await import('../container/memory-bindings')).memoryBindings()
      : httpBindings(config);
  return { matches: bindings.matches!() as MatchPort };
}

/**
 * What Node refuses before any handler runs (a request line or header it cannot parse,
 * one too large): a small page and a closed connection, never a crash.
 */
function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason] =
    error.code === 'HPE_HEADER_OVERFLOW' ? [431, 'Request Header Fields Too Large'] : [400, 'Bad Request'];
  const body = errorPageHtml(status);
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
}

export async function startSiteServer(opts: StartSiteServerOptions): Promise<RunningSiteServer> {
  const env = opts.env ?? process.env;
  const log = opts.log ?? ((message: string, error?: unknown) => console.error(message, error ?? ''));
  const host = opts.host ?? env.HOST ?? '127.0.0.1';
  const dist = await loadDist(resolve(opts.distDir ?? env.DIST_DIR ?? 'dist'));

  // the origin is known once the port is: listen first, then build the app it serves
  let handler: (req: Request) => Response | Promise<Response> = () =>
    new Response('Starting', { status: 503, headers: { 'retry-after': '1' } });
  // known once the server is: until then nothing is draining
  let isDraining = () => false;
  const server = await new Promise<Server>((ok, fail) => {
    const s = serve(
      {
        fetch: (req) => (isDraining() && isHealthCheck(req) ? drainingAnswer() : handler(req)),
        port: opts.port,
        hostname: host,
      },
      () => ok(s as Server),
    );
    s.once('error', fail);
  });
  const drainer = trackForDrain(server);
  isDraining = drainer.isDraining;
  server.on('clientError', answerClientError);
  const port = (server.address() as { port: number }).port;

  const siteOrigin = env.UZFC_SITE_ORIGIN ?? `http://localhost:${port}`;
  const standInOrigin = env.UZFC_STAND_IN_ORIGIN ?? `http://localhost:${env.STAND_IN_PORT ?? 4010}`;
  const settings = siteSettingsFromEnv(env, standInOrigin, siteOrigin);
  const config = parseAppConfig(settings, defaultConfig(standInOrigin, siteOrigin));
  // a bad setting is shown by the page itself (app/config/render-config-problem.ts); the server still serves it
  if (!config.ok) log(`Bad deployment settings (the site will say so): ${config.problems.join('; ')}`);
  const services = config.ok
    ? Object.values(config.config.services)
    : Object.values(settings.services as Record<string, string>);

  // React renders every page on the server when the server build is there
  const render =
    opts.render ??
    (config.ok ? await loadSsrRenderHook(resolve(opts.distDir ?? env.DIST_DIR ?? 'dist'), config.config, log) : null);
  const site = createSiteServer({
    files: dist.files,
    shellTemplate: dist.shellTemplate,
    settings,
    siteOrigin,
    serviceOrigins: originsOf(services),
    compressor: nodeCompressor,
    log,
    ...(render ? { render } : {}),
    ...(config.ok
      ? {
          sitemapSources: await sitemapSourcesFor(config.config),
          calendarSources: await calendarSourcesFor(config.config),
          session: sessionHandlerFor(config.config, (message) => log(`[site] ${message}`), opts.services),
          images: createImagePassThrough({
            upstream: config.config.services.imageLibrary,
            timeoutMs: config.config.requestTimeoutMs,
            // a library that is down fails every picture of every page: one line per kind a minute
            log: aggregatedServiceLog({ write: (line) => log(`[site] ${line}`) }),
          }),
        }
      : {}),
    ...(env.UZFC_PAGE_CACHE_CONTROL ? { pageCacheControl: env.UZFC_PAGE_CACHE_CONTROL } : {}),
    ...(env.UZFC_PAGE_CACHE_MS ? { pageCacheMs: Number(env.UZFC_PAGE_CACHE_MS) } : {}),
    // the password stays on the server: the pages get only its salted hash
    ...(env.UZFC_SITE_LOCK_PASSWORD
      ? { siteLock: await createSiteLock({ password: env.UZFC_SITE_LOCK_PASSWORD, siteOrigin }) }
      : {}),
  }).fetch;
  const inProcess = opts.services;
  handler = inProcess
    ? (req) => (new URL(req.url).pathname.startsWith(`${inProcess.basePath}/`) ? inProcess.fetch(req) : site(req))
    : site;

  return {
    url: `http://localhost:${port}`,
    port,
    drain: (o) => drainer.drain(o),
    close: () =>
      new Promise<void>((done, fail) => {
        server.closeAllConnections();
        server.close((e) => (e ? fail(e) : done()));
      }),
  };
}

const isHealthCheck = (req: Request) => req.url.endsWith('/healthz') && new URL(req.url).pathname === '/healthz';
/** a draining instance is out of rotation: its health check says so, whatever else it still answers */
const drainingAnswer = () =>
  new Response(JSON.stringify({ status: 'draining' }), {
    status: 503,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' },
  });

/** A bug in one request's code must not end the process: log it, keep serving. */
export function installProcessGuards(log: (message: string, error: unknown) => void = (m, e) => console.error(m, e)) {
  process.on('uncaughtException', (e) => log('[site] uncaught exception (still serving):', e));
  process.on('unhandledRejection', (e) => log('[site] unhandled rejection (still serving):', e));
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runDirectly) {
  // before the server build (and React with it) is loaded
  productionUnlessSet(process.env);
  installProcessGuards();
  const started = await startSiteServer({ port: Number(process.env.PORT ?? 8080) });
  console.log(`UZFC site server listening on ${started.url}`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      console.log(`[site] ${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    const noticeMs = Number(process.env.UZFC_DRAIN_NOTICE_MS ?? 0) || 0;
    const deadlineMs = Number(process.env.UZFC_DRAIN_TIMEOUT_MS ?? 10_000) || 10_000;
    // drain() has stopped accepting (without a notice) by the time it returns its promise: the
    // line below then tells the truth to whoever reads the log (a test once raced it under load)
    const drained = started.drain({ noticeMs, deadlineMs });
    console.log(`[site] ${signal}: draining (out of rotation for ${noticeMs} ms, then answering what is in flight)`);
    void drained.then(
      ({ answered, cut }) => {
        console.log(`[site] drained: ${answered} answered after ${signal}, ${cut} cut at the deadline`);
        process.exit(0);
      },
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}
