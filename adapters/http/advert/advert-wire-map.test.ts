import fc from 'fast-check';
import * as z from 'zod/mini';
import { isFooterAdvertEligible } from '@core';
import { advertArb } from '@test/arbitraries/commercial-arbitraries';
import { footerAdvertsWireSchema } from './advert-schema';
import { advertFromWire } from './advert-wire-map';

const locationArb = fc.oneof(
  fc.webUrl(),
  fc.constantFrom(
    'advert-1-mpu',
    'adverts/summer',
    '',
    '   ',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'ftp://x.example/a.png',
  ),
  fc.string(),
);
const v1Arb = fc.record({
  advertID: fc.oneof(fc.string({ minLength: 1 }), fc.integer()),
  advertName: fc.string(),
  targetUrl: fc.webUrl(),
  childFriendly: fc.boolean(),
  imageData: fc.option(fc.record({ Location: fc.option(locationArb) }), { nil: undefined }),
});
const parse = (body: unknown) => {
  const r = z.safeParse(footerAdvertsWireSchema, body);
  if (!r.success) throw new Error('schema rejected a valid body');
  return (Array.isArray(r.data) ? r.data : r.data.adverts).map(advertFromWire);
};
const nowArb = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2200, 0, 1) });

describe('footer advert normalisation (v1 and v2 into one core advert)', () => {
  it('quotes the v1 shape of the spec', () => {
    const [a] = parse({
      adverts: [
        {
          advertID: 17,
          advertName: 'Kit launch',
          targetUrl: 'https://shop.example',
          childFriendly: true,
          imageData: { Location: 'https://cdn.example/kit.png' },
        },
      ],
    });
    expect(a).toEqual({
      id: '17',
      advertName: 'Kit launch',
      advertRef: '',
      campaignRef: '',
      url: 'https://shop.example',
      enabled: true,
      channel: '',
      childFriendly: true,
      timings: { startUTC: '1970-01-01T00:00:00.000Z', endUTC: '9999-12-31T23:59:59.999Z' },
      images: [{ type: 'mpu', imageKey: '', src: 'https://cdn.example/kit.png' }],
    });
  });

  it('a v1 advert is shown at any moment, and in child mode exactly when flagged child friendly', () => {
    fc.assert(
      fc.property(v1Arb, nowArb, fc.boolean(), (v1, now, child) => {
        const [a] = parse([v1]);
        expect(a!.id).toBe(String(v1.advertID));
        expect(isFooterAdvertEligible(a!, now, child)).toBe(!child || v1.childFriendly);
      }),
    );
  });

  it('a v1 picture is an http(s) address or an image-library key, never another scheme', () => {
    fc.assert(
      fc.property(v1Arb, (v1) => {
        const [a] = parse({ adverts: [v1] });
        expect(a!.images.length).toBeLessThanOrEqual(1);
        for (const image of a!.images) {
          if (image.src !== undefined) {
            expect(new URL(image.src).protocol).toMatch(/^https?:$/);
            expect(image.imageKey).toBe('');
          } else {
            expect(image.imageKey.trim().length).toBeGreaterThan(0);
            expect(image.imageKey).not.toMatch(/^[a-z][a-z0-9+.-]*:/i);
          }
        }
      }),
    );
  });

  it("a v2 advert keeps every field (a missing channel is the website's own, ''), in an envelope or a bare list alike", () => {
    fc.assert(
      fc.property(fc.array(advertArb(Date.UTC(2025, 7, 1)), { maxLength: 5 }), fc.boolean(), (ads, bare) => {
        const wire = ads.map((a, i) => (i % 2 ? { ...a, channel: null } : a));
        const mapped = parse(bare ? wire : { adverts: wire });
        expect(mapped).toEqual(ads.map((a, i) => (i % 2 ? { ...a, channel: '' } : a)));
      }),
    );
  });

  it('v1 and v2 can share one answer', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(v1Arb, advertArb(0)), { maxLength: 6 }), (mixed) => {
        const mapped = parse({ adverts: mixed });
        expect(mapped).toHaveLength(mixed.length);
        mapped.forEach((a, i) =>
          expect(a.id).toBe(
            'advertID' in mixed[i]!
              ? String((mixed[i] as { advertID: unknown }).advertID)
              : (mixed[i] as { id: string }).id,
          ),
        );
      }),
    );
  });

  it('rejects an advert that is neither shape', () => {
    expect(z.safeParse(footerAdvertsWireSchema, { adverts: [{ advertName: 'no id' }] }).success).toBe(false);
    expect(
      z.safeParse(footerAdvertsWireSchema, {
        adverts: [{ advertID: '', advertName: 'x', targetUrl: '', childFriendly: true }],
      }).success,
    ).toBe(false);
  });
});
