/**
 * The stand-in for the club's external services: one web-standard fetch handler
 * (Hono) that answers each service under its own path prefix on one origin. The
 * same handler runs over a real port (server.ts) and inside msw handlers in tests.
 * To add a service (the later /sso and /stream), write stand-in/services/<name>.ts,
 * add its name to control.ts and mount it below.
 */
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { controlGate } from './control-access';
import {
  createFaults,
  faultKinds,
  faultMiddleware,
  resolveService,
  type FaultKind,
  type StandInControl,
  type StandInService,
} from './control';
import { createTeamsData } from '@protocol/teams/teams-seed';
import { createVideoCatalogueSeed } from '@protocol/video/video-catalogue-seed';
import { createWebApiControls, createWebApiService } from './services/web-api';
import { createClientSettingsService } from './services/client-settings';
import { createCustomTablesService } from './services/custom-tables';
import { createExperimentsService } from './services/experiments';
import { createAggregatedFeedService } from './services/aggregated-feed';
import { createGlobalVariablesService } from './services/global-variables';
import { createLoanedService } from './services/loaned';
import { createMatchDataService } from './services/match-data';
import { createOrganisationsService } from './services/organisations';
import { createPromoOverlaysService } from './services/promo-overlays';
import { createSponsorsService } from './services/sponsors';
import { createVideosService } from './services/videos';
import { createImagesService } from './services/images';
import { createNewsSearchService } from './services/news-search';
import { createAnalyticsService } from './services/analytics';
import { createSsoService, openSsoAccounts } from './sso/sso-service';
import { createStreamSessionService } from './stream/stream-session-service';
import { createStreamMediaService } from './stream/media/stream-media-service';
import { createStreamPackagesService } from './stream/packages/stream-packages-service';
import { liveKickOffMs } from '@protocol/match-data/live-match-seed';

export type { FaultKind, StandInControl } from './control';

export interface StandInOptions {
  /** the stand-in's clock, epoch ms (default Date.now) */
  now?: () => number;
  /**
   * the moment every seeded date is laid out from: the seasons, fixtures and the live
   * match, news, pages, videos, loans, advert and promo windows; default matchData.startedAtMs,
   * else now() when the stand-in is made. A demo on any day looks like that day.
   */
  startedAtMs?: number;
  /** the site's origin(s), comma separated; default: any http://localhost or 127.0.0.1 origin */
  siteOrigin?: string;
  /** honour POST /__control/faults (the test server turns it on; never in a demo facing others) */
  controls?: boolean;
  /** how long a 'timeout' fault holds an answer (default env STAND_IN_TIMEOUT_FAULT_MS or 30 s) */
  timeoutFaultMs?: number;
  /**
   * SSO accounts: where they persist (null = in memory only, the default for tests;
   * the server passes undefined = STAND_IN_DATA_DIR or .stand-in-data/) and the
   * access-token lifetime (short in browser journeys so a refresh is seen).
   */
  sso?: { dataDir?: string | null; accessTokenTtlMs?: number };
  /**
   * The live match (stand-in/README.md, match-data): its anchor (default: now() at start), how
   * far into it the stand-in starts (default env MATCH_LIVE_OFFSET_MIN or 30) and its replay
   * speed in match minutes per minute (default env MATCH_REPLAY_SPEED or 1).
   */
  matchData?: {
    startedAtMs?: number;
    liveOffsetMinutes?: number;
    replaySpeed?: number;
    preseasonSeasons?: readonly string[];
  };
  /** the footer adverts' wire shape: 2 (default) or the older 1 (default env STAND_IN_ADVERTS_VERSION) */
  advertsVersion?: 1 | 2;
  /**
   * where every service is mounted: '' (default) on the stand-in's own origin, or a prefix such
   * as '/memory-services' when the site server runs the stand-in in its own process
   * (scripts/start/site-with-services.ts: the in-memory mode's accounts, checkout and media)
   */
  basePath?: string;
}

export interface StandIn {
  /** `env`: what @hono/node-server passes (the socket, for the /__control loopback check); absent in process */
  fetch(req: Request, env?: unknown): Promise<Response>;
  control: StandInControl & { analyticsEvents(): readonly unknown[] };
}

/** the live broadcast starts this long before kick-off (the pre-match show) */
const PRE_MATCH_BROADCAST_MS = 5 * 60_000;

const LOCALHOST = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

export function createStandIn(options: StandInOptions = {}): StandIn {
  const now = options.now ?? (() => Date.now());
  const allowed = options.siteOrigin
    ?.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  const analytics = createAnalyticsService(now);
  const envNumber = (name: string) => (process.env[name] ? Number(process.env[name]) : undefined);
  const envTimeout = envNumber('STAND_IN_TIMEOUT_FAULT_MS');
  const timeoutFaultMs =
    options.timeoutFaultMs ?? (envTimeout !== undefined && envTimeout > 0 ? envTimeout : undefined);
  const webApiControls = createWebApiControls();
  const faults = createFaults(() => {
    analytics.clear();
    webApiControls.published.clear();
  }, timeoutFaultMs);

  const basePath = options.basePath ?? '';
  const app = basePath ? new Hono().basePath(basePath) : new Hono();
  app.use(
    '*',
    cors({
      origin: (origin) =>
        allowed ? (allowed.includes(origin) ? origin : null) : LOCALHOST.test(origin) ? origin : null,
      credentials: true,
      allowMethods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
      // Last-Event-ID: the match feed resumes its event stream with it (a browser's fetch sends it cross-origin)
      allowHeaders: ['Content-Type', 'Authorization', 'X-Device-Id', 'X-Viewer-Country', 'Last-Event-ID'],
      maxAge: 600,
    }),
  );

  // every /__control path (here and under any service): controls on, loopback, no browser (control-access.ts)
  app.use('*', controlGate(!!options.controls));
  app.post('/__control/faults', async (c) => {
    if (!options.controls) return c.json({ error: 'Not Found' }, 404);
    const body = (await c.req.json().catch(() => null)) as { service?: unknown; kind?: unknown } | null;
    const service = typeof body?.service === 'string' ? resolveService(body.service) : undefined;
    const kind = body?.kind as FaultKind;
    if (!service || !faultKinds.includes(kind))
      return c.json({ error: 'Bad Request', message: 'body is {service, kind}' }, 400);
    faults.setFault(service, kind);
    return c.json({ service, kind });
  });

  // what the analytics sink received, for journeys (controls only, like every /__control path)
  app.get('/__control/analytics', (c) => c.json({ events: analytics.received() }));
  app.delete('/__control/analytics', (c) => {
    analytics.clear();
    return c.body(null, 204);
  });

  const mount = (service: StandInService, prefix: string, sub: Hono) => {
    app.use(prefix, faultMiddleware(faults, service));
    app.use(`${prefix}/*`, faultMiddleware(faults, service));
    app.route(prefix, sub);
  };
  // one instant: the seed's start and, unless a test moves it alone, the live match's anchor,
  // which the live video's start follows too (one anchor for the match and its broadcast)
  const startedAtMs = options.startedAtMs ?? options.matchData?.startedAtMs ?? now();
  const liveStartedAtMs = options.matchData?.startedAtMs ?? startedAtMs;
  const teams = createTeamsData(startedAtMs);
  mount('web-api', '/web-api', createWebApiService(startedAtMs, options.controls ? webApiControls : undefined));
  mount('client-settings', '/client-settings', createClientSettingsService());
  mount('custom-tables', '/custom-tables', createCustomTablesService(now));
  const advertsVersion = (options.advertsVersion ?? envNumber('STAND_IN_ADVERTS_VERSION')) === 1 ? 1 : 2;
  mount('experiments', '/experiments', createExperimentsService(startedAtMs, advertsVersion));
  mount('aggregated-feed', '/aggregated-feed', createAggregatedFeedService(startedAtMs));
  mount('global-variables', '/global-variables/v2', createGlobalVariablesService(now));
  mount('loaned', '/loaned/v2', createLoanedService(teams));
  const offsetSetting = options.matchData?.liveOffsetMinutes ?? envNumber('MATCH_LIVE_OFFSET_MIN');
  const speedSetting = options.matchData?.replaySpeed ?? envNumber('MATCH_REPLAY_SPEED');
  const liveOffsetMinutes = offsetSetting !== undefined && Number.isFinite(offsetSetting) ? offsetSetting : undefined;
  const replaySpeed = speedSetting !== undefined && speedSetting > 0 ? speedSetting : undefined;
  const extraCommentary = envNumber('MATCH_LIVE_EXTRA_COMMENTARY');
  const preseasonSeasons =
    options.matchData?.preseasonSeasons ??
    (process.env.MATCH_PRESEASON ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s === 'current' || /^\d{4}-\d{2}$/.test(s));
  mount(
    'match-data',
    '/match-data',
    createMatchDataService({
      now,
      dropping: () => faults.faultOf('match-data') === 'drop',
      startedAtMs: liveStartedAtMs,
      controls: !!options.controls,
      ...(liveOffsetMinutes !== undefined ? { liveOffsetMinutes } : {}),
      ...(replaySpeed !== undefined ? { replaySpeed } : {}),
      ...(extraCommentary !== undefined && extraCommentary > 0
        ? { extraCommentary: Math.min(Math.floor(extraCommentary), 5_000) }
        : {}),
      ...(preseasonSeasons.length > 0 ? { preseasonSeasons } : {}),
    }),
  );
  mount('organisations', '/organisations', createOrganisationsService(teams, now));
  mount('promo-overlays', '/promo-overlays', createPromoOverlaysService(startedAtMs));
  mount('sponsors', '/sponsors', createSponsorsService());
  // the live match's kick-off (live-match-seed.ts): the live video's start and the broadcast's follow it
  const liveKickOff = liveKickOffMs({
    startedAtMs: liveStartedAtMs,
    ...(liveOffsetMinutes !== undefined ? { offsetMinutes: liveOffsetMinutes } : {}),
    ...(replaySpeed !== undefined ? { speed: replaySpeed } : {}),
  });
  mount(
    'videos',
    '/videos/v2',
    createVideosService({
      seed: createVideoCatalogueSeed({ startedAtMs, liveStartsAt: new Date(liveKickOff).toISOString() }),
    }),
  );
  mount('images', '/images', createImagesService());
  mount('news-search', '/news-search', createNewsSearchService(startedAtMs));
  mount('analytics', '/analytics', analytics.service);
  const accounts = openSsoAccounts({
    now,
    dataDir: options.sso && 'dataDir' in options.sso ? options.sso.dataDir : null,
    ...(options.sso?.accessTokenTtlMs ? { accessTokenTtlMs: options.sso.accessTokenTtlMs } : {}),
  });
  mount(
    'sso',
    '/sso',
    createSsoService({ accounts, basePath: `${basePath}/sso`, ...(allowed ? { allowedOrigins: allowed } : {}) }),
  );
  mount('stream', '/stream', createStreamSessionService({ accounts, controls: !!options.controls }));
  // playback tokens and HLS media, entitlement-checked on every request (stand-in/stream/media/README.md);
  // STAND_IN_COUNTRY sets the viewer's country (e.g. GB to see the live-video geo rule)
  // packages (getSubscriptionPackageList) and the checkout that grants the entitlement
  app.route(
    '/stream',
    createStreamPackagesService({
      accounts,
      ssoLoginPath: `${basePath}/sso/login`,
      ...(allowed ? { allowedOrigins: allowed } : {}),
    }),
  );
  app.route(
    '/stream',
    createStreamMediaService({
      accounts,
      now,
      ...(process.env.STAND_IN_COUNTRY ? { country: process.env.STAND_IN_COUNTRY } : {}),
      // the broadcast opens with the pre-match show, a few minutes before kick-off
      broadcastStartMs: liveKickOff - PRE_MATCH_BROADCAST_MS,
    }),
  );

  app.get('/', (c) => c.json({ name: 'UZFC stand-in services', docs: 'stand-in/README.md' }));
  app.notFound((c) => c.json({ error: 'Not Found', path: new URL(c.req.url).pathname }, 404));
  app.onError((e, c) => c.json({ error: 'Internal Server Error', message: e.message }, 500));

  return {
    fetch: async (req, env) => app.fetch(req, env),
    control: { ...faults, analyticsEvents: () => analytics.events() },
  };
}
