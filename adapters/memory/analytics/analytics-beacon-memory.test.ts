import { analyticsBeaconPortContract } from '@test/contracts/analytics-beacon-port.contract';
import { createAnalyticsBeaconMemory } from './analytics-beacon-memory';
import { createAnalyticsMemory } from './analytics-memory';
import { anEnrichedEvent } from '@core/analytics/analytics-event.test-support';

analyticsBeaconPortContract(() => {
  const port = createAnalyticsBeaconMemory();
  return { port, hide: port.hide, delivered: () => port.batches.flat() };
});

describe('analytics beacon memory', () => {
  it('passes each delivered event to the collector it was given', async () => {
    const analytics = createAnalyticsMemory();
    const port = createAnalyticsBeaconMemory({ analytics });
    const e = anEnrichedEvent({ action: 'video-start' });
    port.deliver([e]);
    await Promise.resolve();
    expect(analytics.events).toEqual([e]);
  });
});
