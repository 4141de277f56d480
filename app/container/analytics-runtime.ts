import { makeAnalyticsTracker } from '@core/analytics/analytics-tracker';
import {
  site,
  type AnalyticsBeaconPort,
  type AnalyticsPort,
  type AnalyticsTracker,
  type Clock,
  type Random,
  type TagManagerPort,
} from '@core';
import { createAnalyticsBeaconBrowser } from '@adapters/browser/analytics-beacon/analytics-beacon-browser';
// by module path, not the memory barrel: this small adapter then stays in this chunk instead of
// pulling memory mode's whole chunk into http mode
import { createAnalyticsBeaconMemory } from '@adapters/memory/analytics/analytics-beacon-memory';
import type { AppConfig } from '../config/app-config';

/**
 * The browser's tracker, loaded when a fan who allows analytics first does something
 * counted (analytics-bindings.ts): batches beaconed to the collector's POST /events (in
 * memory mode, handed to the in-memory collector); the page's address and the device
 * read at each event.
 */
export function createBrowserTracker({
  config,
  analytics,
  tagManager,
  clock,
  random,
  allowed,
}: {
  config: AppConfig;
  analytics: () => AnalyticsPort;
  tagManager: TagManagerPort;
  clock: Clock;
  random: Random;
  allowed: () => boolean;
}): AnalyticsTracker {
  const beacon: AnalyticsBeaconPort =
    config.adapters === 'memory'
      ? createAnalyticsBeaconMemory({ analytics: analytics() })
      : createAnalyticsBeaconBrowser({ endpoint: `${config.services.analytics}/events` });
  return makeAnalyticsTracker({
    beacon,
    tagManager,
    clock,
    random,
    context: () => ({
      allowed: allowed(),
      url: `${location.pathname}${location.search}`,
      environment: {
        domain: location.hostname,
        screensize: `${screen.width}x${screen.height}`,
        userAgent: navigator.userAgent,
        ssoVendor: site.analyticsSsoVendor,
      },
    }),
  });
}
