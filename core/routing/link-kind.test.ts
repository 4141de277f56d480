import fc from 'fast-check';
import { isInternalLink } from './link-kind';

const ORIGIN = 'https://www.uzfc.example';

describe('isInternalLink', () => {
  it("quotes the spec: a link starting with '/' is internal, anything else external", () => {
    expect(isInternalLink('/news')).toBe(true);
    expect(isInternalLink('/')).toBe(true);
    expect(isInternalLink('https://tickets.uzfc.example')).toBe(false);
    expect(isInternalLink('news')).toBe(false);
    expect(isInternalLink('mailto:info@uzfc.example')).toBe(false);
    expect(isInternalLink('')).toBe(false);
  });

  it('treats protocol-relative look-alikes as external', () => {
    for (const href of ['//evil.example', '/\\evil.example', '/\t/evil.example', '/\n\\evil.example']) {
      expect(isInternalLink(href)).toBe(false);
    }
  });

  it('every internal link resolves to the site origin in a browser URL parser', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        if (isInternalLink(s)) expect(new URL(s, ORIGIN).origin).toBe(ORIGIN);
      }),
    );
  });

  it('any path that does not start with a second slash is internal; a prefix of // never is', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/^[/\\\t\n\r]/.test(s)),
        (rest) => {
          expect(isInternalLink(`/${rest}`)).toBe(true);
          expect(isInternalLink(`//${rest}`)).toBe(false);
        },
      ),
    );
  });

  it('never calls a link without a leading slash internal', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.replace(/[\t\n\r]/g, '').startsWith('/')),
        (s) => {
          expect(isInternalLink(s)).toBe(false);
        },
      ),
    );
  });
});
