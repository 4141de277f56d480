import fc from 'fast-check';
import type { Advert } from './commercial-types';
import { advertArb, HOUR } from '@test/arbitraries/commercial-arbitraries';
import { eligibleFooterAdverts, isFooterAdvertEligible } from './footer-advert-eligibility';

const T0 = Date.UTC(2025, 7, 1);

const advertsArb = advertArb(T0);
const iso = (ms: number) => new Date(ms).toISOString();
const nowArb = fc.integer({ min: -60 * HOUR, max: 60 * HOUR }).map((d) => T0 + d);

describe('footer advert eligibility', () => {
  const advert = (o: Partial<Advert> = {}): Advert => ({
    id: 'a',
    advertName: 'MPU',
    advertRef: 'r',
    campaignRef: 'c',
    url: 'https://ad.example',
    enabled: true,
    channel: '',
    childFriendly: false,
    timings: { startUTC: iso(T0 - HOUR), endUTC: iso(T0 + HOUR) },
    images: [],
    ...o,
  });

  it('quotes the spec: in window, enabled, channel empty or web, child friendly when child mode is on', () => {
    expect(isFooterAdvertEligible(advert(), T0, false)).toBe(true);
    expect(isFooterAdvertEligible(advert({ channel: 'Web' }), T0, false)).toBe(true);
    expect(isFooterAdvertEligible(advert({ channel: 'app' }), T0, false)).toBe(false);
    expect(isFooterAdvertEligible(advert({ enabled: false }), T0, false)).toBe(false);
    expect(isFooterAdvertEligible(advert(), T0, true)).toBe(false);
    expect(isFooterAdvertEligible(advert({ childFriendly: true }), T0, true)).toBe(true);
    expect(isFooterAdvertEligible(advert(), T0 + HOUR, false)).toBe(false);
    expect(isFooterAdvertEligible(advert(), T0 - HOUR, false)).toBe(true);
    expect(isFooterAdvertEligible(advert({ timings: { startUTC: 'soon', endUTC: iso(T0 + HOUR) } }), T0, false)).toBe(
      false,
    );
  });

  it('matches the rule for any advert and time', () => {
    fc.assert(
      fc.property(advertsArb, nowArb, fc.boolean(), (a, now, child) => {
        const expected =
          a.enabled &&
          ['', 'web'].includes(a.channel.toLowerCase()) &&
          (!child || a.childFriendly) &&
          Date.parse(a.timings.startUTC) <= now &&
          now < Date.parse(a.timings.endUTC);
        expect(isFooterAdvertEligible(a, now, child)).toBe(expected);
      }),
    );
  });

  it('child mode never shows a non-flagged advert; child mode is a subset of off mode', () => {
    fc.assert(
      fc.property(fc.array(advertsArb, { maxLength: 10 }), nowArb, (ads, now) => {
        const child = eligibleFooterAdverts(ads, now, true);
        const off = eligibleFooterAdverts(ads, now, false);
        for (const a of child) {
          expect(a.childFriendly).toBe(true);
          expect(off).toContain(a);
        }
      }),
    );
  });

  it('filtering is idempotent and keeps the feed order', () => {
    fc.assert(
      fc.property(fc.array(advertsArb, { maxLength: 10 }), nowArb, fc.boolean(), (ads, now, child) => {
        const once = eligibleFooterAdverts(ads, now, child);
        expect(eligibleFooterAdverts(once, now, child)).toEqual(once);
        expect(ads.filter((a) => once.includes(a))).toEqual(once);
      }),
    );
  });
});
