import { analyticsPortContract } from '@test/contracts';
import { useStandInServer } from '@test/msw/use-stand-in-server';
import type { EnrichedAnalyticsEvent } from '@core';

const over = useStandInServer();

analyticsPortContract(() => over.analytics);

const event: EnrichedAnalyticsEvent = {
  action: 'click',
  sessionID: 7,
  ssoID: 'sso-1',
  timestamp: 1,
  url: '/news',
  userAllowTracking: true,
  channel: 'web',
  domain: 'uzfc.example',
  logID: 3,
  screensize: '375x812',
  ssoVendor: 'sso',
  userAgent: 'test',
};

describe('analytics over the stand-in', () => {
  it('an event reaches the sink', async () => {
    expect((await over.analytics.send(event)).ok).toBe(true);
    expect(over.control.analyticsEvents()).toEqual([event]);
  });

  it('an event carrying a token-like value is refused and becomes a coded error, not a throw', async () => {
    const r = await over.analytics.send({ ...event, url: `/news?t=${'x'.repeat(210)}` });
    expect(r).toEqual({ ok: false, error: { code: 'SERVICE.UNAVAILABLE', service: 'analytics' } });
    expect(over.control.analyticsEvents()).toEqual([]);
    expect(over.logs.map((l) => l.path)).toEqual(['/events']);
  });
});
