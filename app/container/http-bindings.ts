import type {
  AdvertPort,
  MatchPort,
  NewsPort,
  PagesPort,
  PromoPort,
  SearchPort,
  ServiceName,
  SponsorPort,
  TeamPort,
  VideoPort,
  WebSettingsPort,
} from '@core';
import { createJsonClient, type JsonClientLogEntry } from '@adapters/http/shared/json-client';
import { createHttpActivityTracker } from '@adapters/http/http-activity/http-activity';
import { createAnalyticsHttp } from '@adapters/http/analytics/analytics-http';
import { createImageHttp } from '@adapters/http/image/image-urls';
import { lazyPort } from './lazy-port';
import { lazyHttpMatchFeed } from './lazy-match-feed';
import type { AppConfig } from '../config/app-config';
import { siteImagesBase } from '../config/site-images';
import type { PortFactories } from './service-bindings';

export interface HttpBindingOptions {
  /** where a failed call is logged (default the console, a line each; the site server aggregates them) */
  readonly log?: (entry: JsonClientLogEntry) => void;
}

/**
 * The real services over HTTP: every client shares one in-flight tracker for the progress bar.
 * Each adapter that checks answers with zod (its schemas, its wire mapping) loads with its
 * first call, a chunk of its own: building every service's schemas when the adapters' module
 * was evaluated was one long task of a page's start, and most pages ask only some services.
 * The first call waits for its chunk (the browser has usually fetched it by then: the first
 * page's answers came with the page); a chunk that fails to load is the service unavailable,
 * asked again on the next call. The JSON client, the progress tracker,
 * image URLs and analytics delivery check nothing and stay here.
 */
export function httpBindings(config: AppConfig, options: HttpBindingOptions = {}): PortFactories {
  const activity = createHttpActivityTracker();
  const client = (baseUrl: string, service: ServiceName) =>
    createJsonClient({
      baseUrl,
      service,
      timeoutMs: config.requestTimeoutMs,
      activity,
      ...(options.log ? { log: options.log } : {}),
    });
  const webApi = client(config.services.webApi, 'web-api');
  return {
    httpActivity: () => activity,
    news: () =>
      lazyPort<NewsPort>(
        'web-api',
        async () => (await import('@adapters/http/news/news-http')).createNewsHttp({ client: webApi }),
        ['list', 'article', 'categories'],
      ),
    pages: () =>
      lazyPort<PagesPort>(
        'web-api',
        async () => (await import('@adapters/http/pages/pages-http')).createPagesHttp({ client: webApi }),
        ['page', 'tree', 'menus'],
      ),
    webSettings: () =>
      lazyPort<WebSettingsPort>(
        'web-api',
        async () =>
          (await import('@adapters/http/web-settings/web-settings-http')).createWebSettingsHttp({ client: webApi }),
        ['get'],
      ),
    sponsors: () =>
      lazyPort<SponsorPort>(
        'sponsors',
        async () =>
          (await import('@adapters/http/sponsor/sponsor-http')).createSponsorHttp({
            client: client(config.services.sponsors, 'sponsors'),
          }),
        ['footerRows', 'headerSponsor'],
      ),
    adverts: () =>
      lazyPort<AdvertPort>(
        'adverts',
        async () =>
          (await import('@adapters/http/advert/advert-http')).createAdvertHttp({
            client: client(config.services.experiments, 'adverts'),
          }),
        ['footerAdverts'],
      ),
    promos: () =>
      lazyPort<PromoPort>(
        'promo-overlays',
        async () =>
          (await import('@adapters/http/promo/promo-http')).createPromoHttp({
            client: client(config.services.promoOverlays, 'promo-overlays'),
          }),
        ['overlays'],
      ),
    search: () =>
      lazyPort<SearchPort>(
        'news-search',
        async () =>
          (await import('@adapters/http/search/search-http')).createSearchHttp({
            client: client(config.services.newsSearch, 'news-search'),
          }),
        ['news'],
      ),
    video: () =>
      lazyPort<VideoPort>(
        'videos',
        async () =>
          (await import('@adapters/http/video/video-http')).createVideoHttp({
            client: client(config.services.videos, 'videos'),
          }),
        ['config', 'sections', 'search', 'video'],
      ),
    analytics: () => createAnalyticsHttp({ client: client(config.services.analytics, 'analytics') }),
    // the pictures come from the site's own origin, which passes them through from the library (decision 0022)
    images: () => createImageHttp({ baseUrl: siteImagesBase(config) }),
    teams: () =>
      lazyPort<TeamPort>(
        'organisations',
        async () =>
          (await import('@adapters/http/team/team-http')).createTeamHttp({
            organisations: client(config.services.organisations, 'organisations'),
            loaned: client(config.services.loaned, 'loaned'),
          }),
        ['teams', 'squad', 'player', 'loans'],
      ),
    matches: () =>
      lazyPort<MatchPort>(
        'match-data',
        async () =>
          (await import('@adapters/http/match/http-match-port')).createHttpMatchPort({
            client: client(config.services.matchData, 'match-data'),
          }),
        ['fixtures', 'standings', 'match'],
      ),
    matchFeed: () => lazyHttpMatchFeed(config.services.matchData),
  };
}
