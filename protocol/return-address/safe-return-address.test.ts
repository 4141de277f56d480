import fc from 'fast-check';
import { isSafeReturnAddress, ownPathOf, safeReturnAddress } from './safe-return-address';

const site = 'http://localhost:8080';

describe('isSafeReturnAddress', () => {
  it.each(['/', '/news', '/news?page=2#top', '/videos/sub?redirect=%2Fnews', `${site}/`, `${site}/live?x=1`, site])(
    "accepts the site's own address %s",
    (address) => {
      expect(isSafeReturnAddress(address, site)).toBe(true);
    },
  );

  // each of these has been used to leave an allow-listed origin somewhere
  it.each([
    `${site}//evil.example`,
    `${site}/\\evil.example`,
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'http://localhost:8080@evil.example',
    'http://localhost:8080@evil.example/',
    'http://user:pw@localhost:8080/',
    'javascript:alert(1)',
    'JavaScript:alert(1)//',
    'data:text/html,<script>alert(1)</script>',
    'http://localhost:8080.evil.example/',
    'http://localhost.evil.example:8080/',
    'https://localhost:8080/',
    'http://localhost:8081/',
    'http://127.0.0.1:8080/',
    '/\t/evil.example',
    '/\n/evil.example',
    '\t//evil.example',
    ' /news',
    '/news ',
    '/ne\rws',
    '/%2f%2fevil.example',
    '/%2F%2Fevil.example',
    '/%5cevil.example',
    '/%5Cevil.example',
    '/%252f%252fevil.example',
    '/%0a/evil.example',
    `${site}/%2f%2fevil.example`,
    'evil.example',
    'news',
    '?next=/',
    '#x',
    '',
    '/%zz',
    'http:evil.example',
    'http:/evil.example',
    'HTTP://LOCALHOST:8080//evil.example',
    `${site}\\@evil.example/`,
    `${site}:@evil.example/`,
    '/\u2028/evil.example',
  ])('refuses %j', (address) => {
    expect(isSafeReturnAddress(address, site)).toBe(false);
  });

  it('refuses everything when the site origin itself is not an origin', () => {
    expect(isSafeReturnAddress('/news', 'not a url')).toBe(false);
    expect(isSafeReturnAddress('/news', `${site}/path`)).toBe(false);
  });

  it('refuses non-strings and over-long addresses', () => {
    expect(isSafeReturnAddress(undefined, site)).toBe(false);
    expect(isSafeReturnAddress(42 as unknown as string, site)).toBe(false);
    expect(isSafeReturnAddress(`/${'a'.repeat(2048)}`, site)).toBe(false);
  });
});

describe('safeReturnAddress', () => {
  it('keeps a safe address as given and falls back otherwise', () => {
    expect(safeReturnAddress('/news?page=2', site, '/')).toBe('/news?page=2');
    expect(safeReturnAddress('//evil.example', site, '/home')).toBe('/home');
    expect(safeReturnAddress(null, site, '/home')).toBe('/home');
  });

  it('never hands back an unsafe fallback', () => {
    expect(safeReturnAddress('//evil.example', site, 'https://evil.example/')).toBe('/');
  });

  // the arbitrary leans on the characters that matter: slashes, backslashes, @, :, %, dots, controls
  const tricky = fc.constantFrom(
    '/',
    '\\',
    '@',
    ':',
    '%',
    '.',
    '?',
    '#',
    '\t',
    '\n',
    '\r',
    ' ',
    '2f',
    '2F',
    '5c',
    '25',
    'evil.example',
    'localhost',
    ':8080',
    'http',
    'javascript',
    '\u0000',
    '\u00a0',
    'a',
  );
  // a prefix a bypass usually starts with, then a tail of the same tricky pieces
  const prefix = fc.constantFrom(
    '',
    '/',
    '//',
    '/\\',
    '\\',
    site,
    `${site}/`,
    `${site}//`,
    'http://',
    'http://localhost:8080@',
    '/%2f',
    '%2f',
  );
  const address = fc.oneof(
    fc.tuple(prefix, fc.array(tricky, { maxLength: 10 })).map(([head, parts]) => `${head}${parts.join('')}`),
    fc.webUrl({ withQueryParameters: true, withFragments: true }),
    fc.string({ maxLength: 40 }),
  );

  it('property: whatever passes stays on the site origin, also after percent-decoding', () => {
    fc.assert(
      fc.property(address, (raw) => {
        const result = safeReturnAddress(raw, site, '/');
        const resolved = new URL(result, site);
        expect(resolved.origin).toBe(site);
        // the path a router would navigate to, decoded, must not be protocol-relative either
        expect(decodeURIComponent(resolved.pathname).startsWith('//')).toBe(false);
        expect(resolved.pathname.includes('\\')).toBe(false);
        if (isSafeReturnAddress(raw, site)) expect(result).toBe(raw);
      }),
      { numRuns: 3000 },
    );
  });

  it('property: a safe address resolves to the same place against any other base', () => {
    fc.assert(
      fc.property(address, (raw) => {
        fc.pre(isSafeReturnAddress(raw, site));
        // a relative address must not depend on the page it is resolved from to stay home
        expect(new URL(raw, `${site}/deep/page?x=1`).origin).toBe(site);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('ownPathOf', () => {
  it('the path on the site, or null when the address leaves it', () => {
    expect(ownPathOf('/tickets?x=1#a', site)).toBe('/tickets?x=1#a');
    expect(ownPathOf(`${site}/news`, site)).toBe('/news');
    expect(ownPathOf('https://offers.partner.example/', site)).toBeNull();
    expect(ownPathOf('//evil.example', site)).toBeNull();
  });

  it('property: whatever it answers is a path with a single leading slash', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.string().map((s) => `/${s}`),
        ),
        (address) => {
          const path = ownPathOf(address, site);
          if (path !== null) expect(path).toMatch(/^\/(?![/\\])/);
        },
      ),
    );
  });
});
