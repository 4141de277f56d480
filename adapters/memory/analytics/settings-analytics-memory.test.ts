import { analyticsPortContract } from '@test/contracts/analytics-port.contract';
import { webSettingsPortContract } from '@test/contracts/web-settings-port.contract';
import { createAnalyticsMemory, createTagManagerMemory } from './analytics-memory';
import { createConsentStoreMemory } from '../consent/consent-memory';
import { memorySeed } from '../seed';
import { createWebSettingsMemory } from '../web-settings/web-settings-memory';
import { fromWire } from '../shared/from-wire';
import { webSettingsWireSchema } from '../../http/web-settings/web-settings-schema';
import { toWebSettings } from '../../http/web-settings/web-settings-http';
import { anEnrichedEvent } from '@core/analytics/analytics-event.test-support';

// the memory adapter read from an answer the way its seed is (the HTTP adapter's schema and mapper)
webSettingsPortContract(
  () => createWebSettingsMemory(),
  (body) => createWebSettingsMemory(fromWire(webSettingsWireSchema, body, toWebSettings)),
);
analyticsPortContract(() => createAnalyticsMemory());

describe('web settings, analytics and consent memories', () => {
  it('web settings: LinkedIn and Weibo empty, split menu layout', () => {
    expect(memorySeed.webSettings.socialLinks.linkedin).toBe('');
    expect(memorySeed.webSettings.socialLinks.weibo).toBe('');
    expect(memorySeed.webSettings.menuLayout).toBe('split');
  });

  it('analytics records sent events, and records nothing while failing', async () => {
    const analytics = createAnalyticsMemory();
    const event = anEnrichedEvent({ action: 'click', ssoVendor: '', userAgent: '' });
    await analytics.send(event);
    analytics.failWith('SERVICE.UNAVAILABLE');
    expect((await analytics.send(event)).ok).toBe(false);
    expect(analytics.events).toEqual([event]);
  });

  it('tag manager memory records page views', () => {
    const tm = createTagManagerMemory();
    tm.pageView('/news');
    expect(tm.pageViews).toEqual(['/news']);
  });

  it('consent memory is null until written, then holds a copy', () => {
    const consent = createConsentStoreMemory();
    expect(consent.read()).toBeNull();
    const choice = { analytics: true, marketing: false, personalisation: false, all: false };
    consent.write(choice);
    expect(consent.read()).toEqual(choice);
    expect(consent.read()).not.toBe(choice);
  });
});
