import { analyticsBeaconPortContract } from '@test/contracts/analytics-beacon-port.contract';
import { createAnalyticsBeaconMemory } from './analytics-beacon-memory';
import { createAnalyticsMemory } from './analytics-memory';

analyticsBeaconPortContract(() => {
  const port = createAnalyticsBeaconMemory();
  return { port, hide: port.hide, delivered: () => port.batches.flat() };
});

describe('analytics beacon memory', () => {
  it('passes each delivered event to the collector it was given', async () => {
    const analytics = createAnalyticsMemory();
    const port = createAnalyticsBeaconMemory({ analytics });
    const e = {
      action: 'video-start',
      sessionID: 1,
      ssoID: '',
      timestamp: 0,
      url: '/',
      userAllowTracking: true,
      channel: 'web' as const,
      domain: 'd',
      logID: 1,
      screensize: '1x1',
      ssoVendor: 'v',
      userAgent: 'u',
    };
    port.deliver([e]);
    await Promise.resolve();
    expect(analytics.events).toEqual([e]);
  });
});
