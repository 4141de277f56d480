import { describe, expect, it } from 'vitest';
import type { AnalyticsBeaconPort, EnrichedAnalyticsEvent } from '@core';
import type { Make } from './contract-helpers';

export interface BeaconHarness {
  readonly port: AnalyticsBeaconPort;
  /** plays the page being hidden or left */
  hide(): void;
  /** every event that left, in order */
  delivered(): readonly unknown[];
}

const event = (action: string): EnrichedAnalyticsEvent => ({
  action,
  sessionID: 7,
  ssoID: '',
  timestamp: Date.UTC(2025, 8, 1),
  url: '/news',
  userAllowTracking: true,
  channel: 'web',
  domain: 'uzfc.example',
  logID: 5,
  screensize: '1440x900',
  ssoVendor: 'uzfc-sso',
  userAgent: 'contract',
});

/** Every AnalyticsBeaconPort adapter keeps these promises. */
export function analyticsBeaconPortContract(make: Make<BeaconHarness>) {
  describe('AnalyticsBeaconPort contract', () => {
    it('delivers a batch whole and in order, without being awaited', async () => {
      const h = await make();
      const result: unknown = h.port.deliver([event('page-view'), event('advert-click')]);
      expect(result).toBeUndefined();
      await Promise.resolve();
      expect(h.delivered()).toEqual([event('page-view'), event('advert-click')]);
    });

    it('an empty batch sends nothing', async () => {
      const h = await make();
      h.port.deliver([]);
      await Promise.resolve();
      expect(h.delivered()).toEqual([]);
    });

    it('tells when the page is hidden, to every listener, until it stops listening', async () => {
      const h = await make();
      let seen = 0;
      const sub = h.port.pageHides().subscribe(() => {
        seen += 1;
      });
      h.hide();
      sub.unsubscribe();
      h.hide();
      expect(seen).toBe(1);
    });
  });
}
