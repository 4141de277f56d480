import fc from 'fast-check';
import { purchaseHref } from './purchase-href';

const SITE = 'http://localhost:8080';

describe('purchaseHref', () => {
  it('adds the page to come back to, marked as a purchase return', () => {
    const href = purchaseHref('http://localhost:4010/stream/checkout/pkg-live-monthly', '/live?x=1#top', SITE)!;
    const url = new URL(href);
    expect(url.pathname).toBe('/stream/checkout/pkg-live-monthly');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:8080/live?x=1&purchase=success');
  });

  it('never sends a foreign return address, and replaces an earlier purchase marker', () => {
    expect(
      new URL(purchaseHref('https://pay.example/c/1', 'https://evil.example/steal', SITE)!).searchParams.get(
        'redirect_uri',
      ),
    ).toBe('http://localhost:8080/?purchase=success');
    expect(
      new URL(purchaseHref('https://pay.example/c/1', '/videos/sub?purchase=success', SITE)!).searchParams.get(
        'redirect_uri',
      ),
    ).toBe('http://localhost:8080/videos/sub?purchase=success');
  });

  it('gives no link for a checkout address that is not http(s)', () => {
    expect(purchaseHref('javascript:alert(1)', '/', SITE)).toBeNull();
    expect(purchaseHref('not a url', '/', SITE)).toBeNull();
  });

  it('for any current address, the return is on the site and marked once', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), fc.webPath(), fc.string()), (current) => {
        const href = purchaseHref('https://pay.example/checkout/p?x=1', current, SITE);
        if (href === null) return;
        const back = new URL(new URL(href).searchParams.get('redirect_uri')!);
        expect(back.origin).toBe(SITE);
        expect(back.searchParams.getAll('purchase')).toEqual(['success']);
      }),
    );
  });
});
