import { describe, expect, it } from 'vitest';
import type { AnalyticsPort, EnrichedAnalyticsEvent } from '@core';
import { expectOk, type Make } from './contract-helpers';

const event = (action: string): EnrichedAnalyticsEvent => ({
  action,
  advertID: 'ad-1',
  advertName: 'Contract advert',
  advertRef: 'ref-1',
  campaignRef: 'camp-1',
  sessionID: 4242,
  ssoID: '',
  timestamp: Date.UTC(2025, 8, 1, 12),
  url: '/news',
  userAllowTracking: true,
  channel: 'web',
  domain: 'uzfc.example',
  logID: 77,
  screensize: '1440x900',
  ssoVendor: 'sso',
  userAgent: 'contract-test',
});

/** Every AnalyticsPort adapter keeps these promises. */
export function analyticsPortContract(make: Make<AnalyticsPort>) {
  describe('AnalyticsPort contract', () => {
    it('send resolves ok for an advert impression and a click', async () => {
      const analytics = await make();
      expectOk(await analytics.send(event('impression')));
      expectOk(await analytics.send(event('click')));
    });

    it('send resolves ok for an event without advert fields', async () => {
      const analytics = await make();
      const { advertID: _a, advertName: _n, advertRef: _r, campaignRef: _c, ...plain } = event('page');
      expect(plain).not.toHaveProperty('advertID');
      expectOk(await analytics.send(plain));
    });
  });
}
