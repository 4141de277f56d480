/**
 * Every HTTP adapter wired to the stand-in's origin, for contract tests and
 * integration tests. Install the handlers with msw's setupServer first:
 *   const over = createHttpAdaptersOverStandIn();
 *   const server = setupServer(...over.handlers);
 */
import { createStandIn, type StandIn } from '@stand-in/app';
import type { HttpHandler } from 'msw';
import type { ServiceName } from '@core';
import {
  createAdvertHttp,
  createAnalyticsHttp,
  createHttpActivityTracker,
  createImageHttp,
  createJsonClient,
  createNewsHttp,
  createPagesHttp,
  createPromoHttp,
  createSearchHttp,
  createSponsorHttp,
  createWebSettingsHttp,
  type JsonClientLogEntry,
} from '@adapters/http/index';
import { createVideoHttp } from '@adapters/http/video/video-http';
import { createTeamHttp } from '@adapters/http/team/team-http';
import { STAND_IN_ORIGIN, standInHandlers } from './stand-in-handlers';

export interface HttpAdaptersOptions {
  origin?: string;
  timeoutMs?: number;
  now?: () => number;
  /** the moment the stand-in lays its seed out from (default: its now() when made) */
  startedAtMs?: number;
  /** default: collect log lines in `logs` instead of printing them */
  log?: (entry: JsonClientLogEntry) => void;
  /** the stand-in's footer advert shape (v2 unless told) */
  advertsVersion?: 1 | 2;
}

export function createHttpAdaptersOverStandIn(options: HttpAdaptersOptions = {}) {
  const origin = (options.origin ?? STAND_IN_ORIGIN).replace(/\/+$/, '');
  const standIn: StandIn = createStandIn({
    controls: true,
    ...(options.now ? { now: options.now } : {}),
    ...(options.startedAtMs !== undefined ? { startedAtMs: options.startedAtMs } : {}),
    ...(options.advertsVersion ? { advertsVersion: options.advertsVersion } : {}),
  });
  const handlers: HttpHandler[] = standInHandlers(origin, { standIn });
  const activity = createHttpActivityTracker();
  const logs: JsonClientLogEntry[] = [];
  const log =
    options.log ??
    ((e: JsonClientLogEntry) => {
      logs.push(e);
    });
  const client = (service: ServiceName, prefix: string) =>
    createJsonClient({
      baseUrl: `${origin}${prefix}`,
      service,
      activity,
      log,
      ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    });
  return {
    origin,
    standIn,
    control: standIn.control,
    handlers,
    activity,
    logs,
    news: createNewsHttp({ client: client('web-api', '/web-api') }),
    pages: createPagesHttp({ client: client('web-api', '/web-api') }),
    webSettings: createWebSettingsHttp({ client: client('web-api', '/web-api') }),
    sponsors: createSponsorHttp({ client: client('sponsors', '/sponsors') }),
    adverts: createAdvertHttp({ client: client('adverts', '/experiments') }),
    promos: createPromoHttp({ client: client('promo-overlays', '/promo-overlays') }),
    search: createSearchHttp({ client: client('news-search', '/news-search') }),
    analytics: createAnalyticsHttp({ client: client('analytics', '/analytics') }),
    video: createVideoHttp({ client: client('videos', '/videos/v2') }),
    teams: createTeamHttp({
      organisations: client('organisations', '/organisations'),
      loaned: client('loaned', '/loaned/v2'),
    }),
    images: createImageHttp({ baseUrl: `${origin}/images` }),
  };
}

export type HttpAdaptersOverStandIn = ReturnType<typeof createHttpAdaptersOverStandIn>;
