import { randomIdRange } from '../config/site-config';
import type { AnalyticsEvent, EnrichedAnalyticsEvent } from './analytics-types';
import type { Random } from '../ports/random.port';

/**
 * Before an event leaves the site it is enriched with channel, domain, logID (random
 * up to 1,000,000), screensize, ssoVendor and userAgent (ANALYTICS-1), and nothing
 * else: env is copied field by field so an environment object carrying more (a token,
 * say) can never leak into the collector.
 */
export interface AnalyticsEnvironment {
  readonly domain: string;
  readonly screensize: string;
  readonly userAgent: string;
  readonly ssoVendor: string;
}

export function enrichEvent(e: AnalyticsEvent, env: AnalyticsEnvironment, random: Random): EnrichedAnalyticsEvent {
  const drawn = Math.trunc(random.int(randomIdRange.min, randomIdRange.max));
  // a misbehaving Random must not produce an id outside the documented range
  const logID = Number.isFinite(drawn)
    ? Math.min(randomIdRange.max, Math.max(randomIdRange.min, drawn))
    : randomIdRange.min;
  return {
    ...e,
    channel: 'web',
    domain: env.domain,
    logID,
    screensize: env.screensize,
    ssoVendor: env.ssoVendor,
    userAgent: env.userAgent,
  };
}
