import fc from 'fast-check';
import { upgradeButtonTarget } from './upgrade-button-target';

const rules = {
  siteOrigin: 'https://www.uzfc.example',
  paymentOrigin: 'https://stream.uzfc.example',
  packagesPath: '/videos/sub',
};
const target = (link: string) => upgradeButtonTarget(link, rules);

describe('upgradeButtonTarget', () => {
  it('an empty link and the subscription page open the packages modal in place', () => {
    for (const link of ['', '  ', '/videos/sub', '/videos/sub/', 'https://www.uzfc.example/videos/sub'])
      expect(target(link)).toEqual({ kind: 'packages' });
  });

  it('another path of the site, or an address on its origin, navigates within the site', () => {
    expect(target('/videos/faqs#passes')).toEqual({ kind: 'page', path: '/videos/faqs#passes' });
    expect(target('https://www.uzfc.example/tickets?x=1')).toEqual({ kind: 'page', path: '/tickets?x=1' });
  });

  it('an address on the payment domain is followed', () => {
    expect(target('https://stream.uzfc.example/checkout/pkg-live-monthly')).toEqual({
      kind: 'payment',
      href: 'https://stream.uzfc.example/checkout/pkg-live-monthly',
    });
  });

  it('anything else is never followed: the packages modal stands in', () => {
    for (const link of [
      'https://evil.example/pay',
      'http://stream.uzfc.example/checkout/x',
      'https://stream.uzfc.example.evil.example/',
      'https://www.uzfc.example@evil.example/',
      '//evil.example/pay',
      '/\\evil.example',
      '/\t/evil.example',
      'https://www.uzfc.example//evil.example/x',
      'javascript:alert(1)',
      'data:text/html,hi',
      'videos/sub',
      'http://[bad',
    ])
      expect(target(link), link).toEqual({ kind: 'packages' });
  });

  it('whatever the link, the button stays on the site or the payment domain', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.webUrl({ withQueryParameters: true, withFragments: true }),
          fc.string(),
          fc.webPath().map((p) => `/${p}`),
          fc.constantFrom('https://stream.uzfc.example/', 'https://www.uzfc.example/'),
        ),
        (link) => {
          const t = target(link);
          if (t.kind === 'payment') expect(new URL(t.href).origin).toBe(rules.paymentOrigin);
          if (t.kind === 'page') {
            expect(t.path).toMatch(/^\/(?![/\\])/);
            expect(new URL(t.path, rules.siteOrigin).origin).toBe(rules.siteOrigin);
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});
