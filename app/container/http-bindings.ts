import type { ServiceName } from '@core';
import {
  createAdvertHttp, createAnalyticsHttp, createHttpActivityTracker, createImageHttp, createJsonClient, createNewsHttp,
  createPagesHttp, createPromoHttp, createSearchHttp, createSponsorHttp, createWebSettingsHttp,
} from '@adapters/http/index';
import { createVideoHttp } from '@adapters/http/video/video-http';
import type { MatchPort, TeamPort } from '@core';
import { lazyPort } from './lazy-port';
import { lazyHttpMatchFeed } from './lazy-match-feed';
import type { AppConfig } from '../config/app-config';
import type { PortFactories } from './service-bindings';

/** The real services over HTTP: every client shares one in-flight tracker for the progress bar. */
export function httpBindings(config: AppConfig): PortFactories {
  const activity = createHttpActivityTracker();
  const client = (baseUrl: string, service: ServiceName) => createJsonClient({ baseUrl, service, timeoutMs: config.requestTimeoutMs, activity });
  const webApi = client(config.services.webApi, 'web-api');
  return {
    httpActivity: () => activity,
    news: () => createNewsHttp({ client: webApi }),
    pages: () => createPagesHttp({ client: webApi }),
    webSettings: () => createWebSettingsHttp({ client: webApi }),
    sponsors: () => createSponsorHttp({ client: client(config.services.sponsors, 'sponsors') }),
    adverts: () => createAdvertHttp({ client: client(config.services.experiments, 'adverts') }),
    promos: () => createPromoHttp({ client: client(config.services.promoOverlays, 'promo-overlays') }),
    search: () => createSearchHttp({ client: client(config.services.newsSearch, 'news-search') }),
    video: () => createVideoHttp({ client: client(config.services.videos, 'videos') }),
    analytics: () => createAnalyticsHttp({ client: client(config.services.analytics, 'analytics') }),
    images: () => createImageHttp({ baseUrl: config.services.imageLibrary }),
    // the team and match-data adapters load with their first request: out of every route's first bundle
    teams: () => lazyPort<TeamPort>('organisations', async () => (await import('@adapters/http/team/team-http')).createTeamHttp({
      organisations: client(config.services.organisations, 'organisations'), loaned: client(config.services.loaned, 'loaned'),
    }), ['teams', 'squad', 'player', 'loans']),
    matches: () => lazyPort<MatchPort>('match-data', async () => (await import('@adapters/http/match/http-match-port')).createHttpMatchPort({
      client: client(config.services.matchData, 'match-data'),
    }), ['fixtures', 'match']),
    matchFeed: () => lazyHttpMatchFeed(config.services.matchData),
  };
}
