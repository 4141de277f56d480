import fc from 'fast-check';
import { safeRedirectTarget } from './safe-redirect';

const SITE = 'https://www.uzfc.example';

describe('safeRedirectTarget', () => {
  it('keeps same-origin paths and strips the origin from same-origin URLs', () => {
    expect(safeRedirectTarget('/videos/sub?x=1#top', SITE)).toBe('/videos/sub?x=1#top');
    expect(safeRedirectTarget('https://www.uzfc.example/news', SITE)).toBe('/news');
    expect(safeRedirectTarget('', SITE)).toBe('/');
    // a scheme without slashes is relative to the page for special schemes, as in the browser
    expect(safeRedirectTarget('https:evil.example', SITE)).toBe('/evil.example');
  });

  it('sends every other destination home', () => {
    const attacks = [
      '//evil.example', '/\\evil.example', '\\\\evil.example', '/\t/evil.example', ' //evil.example', 'https://evil.example/news',
      'http://www.uzfc.example/news', 'https://www.uzfc.example.evil.example/', 'javascript:alert(1)', 'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>', 'https://www.uzfc.example@evil.example/',
    ];
    for (const t of attacks) expect(safeRedirectTarget(t, SITE)).toBe('/');
    expect(safeRedirectTarget('/news', 'not an origin')).toBe('/');
  });

  it('always returns a single-slash path that resolves to the site origin', () => {
    const target = fc.oneof(
      fc.string(),
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc.webPath().map((p) => `/${p}`),
      fc.tuple(fc.constantFrom('/', '//', '/\\', '\\', ' /', '\t/', 'https://', `${SITE}/`, `${SITE}//`), fc.string()).map(([a, b]) => a + b),
    );
    fc.assert(fc.property(target, (t) => {
      const out = safeRedirectTarget(t, SITE);
      expect(out).toMatch(/^\/(?![/\\])/);
      expect(new URL(out, 'https://other.example').origin).toBe('https://other.example');
      expect(new URL(out, SITE).origin).toBe(SITE);
    }));
  });

  it('keeps any ordinary site path unchanged', () => {
    const seg = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(fc.property(fc.array(seg, { minLength: 0, maxLength: 5 }), (segs) => {
      const path = `/${segs.join('/')}`;
      expect(safeRedirectTarget(path, SITE)).toBe(path);
      expect(safeRedirectTarget(`${SITE}${path}`, SITE)).toBe(path);
    }));
  });

  it('never returns a target on another origin', () => {
    fc.assert(fc.property(fc.webUrl(), (url) => {
      fc.pre(new URL(url).origin !== SITE);
      expect(safeRedirectTarget(url, SITE)).toBe('/');
    }));
  });
});
