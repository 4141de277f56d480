import fc from 'fast-check';
import { cataloguedIn, cataloguedSentence, errorCatalogue } from './error-catalogue';

describe('the catalogued reason a thrown not-found carries', () => {
  it('a catalogued code is its message', () => {
    expect(cataloguedIn({ code: 'STREAM.UNKNOWN_ENTRY' })).toEqual(errorCatalogue['STREAM.UNKNOWN_ENTRY']);
  });

  it('anything else is no reason: no data, other shapes, codes not in the catalogue, inherited names', () => {
    fc.assert(
      fc.property(fc.anything(), (data) => {
        const code = (data as { code?: unknown } | null)?.code;
        const known = typeof code === 'string' && Object.hasOwn(errorCatalogue, code);
        expect(cataloguedIn(data) === null).toBe(!known);
      }),
    );
    for (const data of [
      null,
      undefined,
      'STREAM.UNKNOWN_ENTRY',
      { code: 'toString' },
      { code: '__proto__' },
      { code: 7 },
    ])
      expect(cataloguedIn(data)).toBeNull();
  });
});

describe('a catalogued message as one sentence', () => {
  it('is its title, then its message; its message alone when it has no title', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string(), (title, message) => {
        expect(cataloguedSentence({ title, message })).toBe(`${title}. ${message}`);
        expect(cataloguedSentence({ message })).toBe(message);
      }),
    );
    expect(cataloguedSentence(errorCatalogue['STREAM.UNKNOWN_ENTRY'])).toMatch(
      /^Stream not found\. There is no stream/,
    );
  });
});
