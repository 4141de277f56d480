import type { EnrichedAnalyticsEvent } from './analytics-types';

/** An event as it leaves the site (every field the sender adds set), for the tests of the ports that carry it. */
export const anEnrichedEvent = (over: Partial<EnrichedAnalyticsEvent> = {}): EnrichedAnalyticsEvent => ({
  action: 'page-view',
  sessionID: 1,
  ssoID: '',
  timestamp: 0,
  url: '/',
  userAllowTracking: true,
  channel: 'web',
  domain: 'd',
  logID: 1,
  screensize: '1x1',
  ssoVendor: 'v',
  userAgent: 'u',
  ...over,
});
