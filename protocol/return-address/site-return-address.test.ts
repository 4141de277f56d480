import fc from 'fast-check';
import { isSafeReturnAddress } from './safe-return-address';
import { cleanReturnPath, portalReturnAddress } from './site-return-address';

const site = 'http://localhost:8080';

describe('cleanReturnPath', () => {
  it('drops only the SSO parameters and keeps the rest as written', () => {
    expect(cleanReturnPath('/news?page=2&tokenpayload=v1.a.b&loginSuccess=true&q=a+b%2Bc#top', site)).toBe(
      '/news?page=2&q=a+b%2Bc#top',
    );
    expect(cleanReturnPath('/news?tokenpayload=x', site)).toBe('/news');
    expect(cleanReturnPath('/?logoutSuccess=true', site)).toBe('/');
    expect(cleanReturnPath('/news?token%70ayload=x&a=1', site)).toBe('/news?a=1');
  });

  it('gives the home page for an address the shared rule refuses', () => {
    for (const strange of [
      '//evil.example?tokenpayload=x',
      '/\\evil.example',
      '/%5Cevil.example',
      '/%2f%2fevil.example',
      'http://evil.example/',
      '',
      'news',
      '/a\tb',
    ]) {
      expect(cleanReturnPath(strange, site)).toBe('/');
    }
  });

  it('property: never throws; the result passes the shared rule and holds no SSO parameter', () => {
    const piece = fc.constantFrom(
      '/',
      '//',
      '\\',
      '/\\',
      '?',
      '&',
      '=',
      '#',
      '%',
      '%2f',
      '%5C',
      '%zz',
      'tokenpayload',
      'loginSuccess',
      'evil.example',
      'a',
      ' ',
      '\n',
      '+',
    );
    const address = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.array(piece, { maxLength: 14 }).map((p) => p.join('')),
    );
    fc.assert(
      fc.property(address, (raw) => {
        const clean = cleanReturnPath(raw, site);
        expect(isSafeReturnAddress(clean, site)).toBe(true);
        const query = new URL(clean, site).searchParams;
        expect(query.has('tokenpayload') || query.has('loginSuccess') || query.has('logoutSuccess')).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('portalReturnAddress', () => {
  it('is the page the fan is on, on the site, without the SSO parameters or the fragment', () => {
    expect(portalReturnAddress(site, { pathname: '/news', search: '?tokenpayload=x&loginSuccess=true&page=2' })).toBe(
      `${site}/news?page=2`,
    );
    expect(portalReturnAddress(`${site}/`, { pathname: '/', search: '' })).toBe(`${site}/`);
  });

  it('never hands the portal a protocol-relative path', () => {
    expect(portalReturnAddress(site, { pathname: '//evil.example/x', search: '' })).toBe(`${site}/`);
    expect(portalReturnAddress(site, { pathname: '/%5Cevil.example', search: '?a=1' })).toBe(`${site}/`);
  });

  it("property: never throws, and the portal's rule accepts whatever it gives", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (pathname, search) => {
        const address = portalReturnAddress(site, { pathname, search });
        expect(new URL(address).origin).toBe(site);
        expect(isSafeReturnAddress(address, site)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
