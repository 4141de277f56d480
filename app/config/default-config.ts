import type { AppConfig, ServiceKey } from './app-config';

/** Every service path on the stand-in (see stand-in/README.md). */
export const standInPaths: Record<ServiceKey, string> = {
  clientSettings: '/client-settings',
  customTables: '/custom-tables',
  experiments: '/experiments',
  aggregatedFeed: '/aggregated-feed',
  globalVariables: '/global-variables/v2',
  loaned: '/loaned/v2',
  matchData: '/match-data',
  organisations: '/organisations',
  promoOverlays: '/promo-overlays',
  sponsors: '/sponsors',
  videos: '/videos/v2',
  webApi: '/web-api',
  imageLibrary: '/images',
  sso: '/sso',
  stream: '/stream',
  newsSearch: '/news-search',
  analytics: '/analytics',
};

/** The embedded default: the stand-in club services on this machine. */
export function defaultConfig(
  standInOrigin = 'http://localhost:4010',
  siteOrigin = 'http://localhost:8080',
): AppConfig {
  return {
    adapters: 'http',
    services: Object.fromEntries(Object.entries(standInPaths).map(([k, p]) => [k, standInOrigin + p])) as Record<
      ServiceKey,
      string
    >,
    siteOrigin,
    requestTimeoutMs: 8_000,
    menuLayout: '',
    tagManagerEnabled: false,
  };
}
