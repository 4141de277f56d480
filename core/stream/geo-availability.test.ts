import fc from 'fast-check';
import { geoAllows, liveVideoAvailableIn, liveVideoBlockedCountries } from './geo-availability';

const BLOCKED = ['GB', 'IE', 'JE', 'GG', 'IM'];
const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const codeArb = fc.tuple(letter, letter).map(([a, b]) => a + b);
const caseAndPad = (code: string) =>
  fc
    .tuple(fc.constantFrom('', ' ', '\t'), fc.boolean(), fc.constantFrom('', ' '))
    .map(([a, lower, b]) => a + (lower ? code.toLowerCase() : code) + b);

describe('liveVideoAvailableIn', () => {
  it('is false in the UK, the Republic of Ireland and the Channel Isles (VIDEO-4)', () => {
    for (const code of BLOCKED) expect(liveVideoAvailableIn(code)).toBe(false);
    expect(liveVideoAvailableIn('gb')).toBe(false);
    expect(liveVideoAvailableIn('UK')).toBe(false);
    expect(liveVideoAvailableIn('US')).toBe(true);
    expect(liveVideoAvailableIn('FR')).toBe(true);
    expect(liveVideoAvailableIn('')).toBe(true);
  });

  it('blocks exactly the listed territories, whatever the case or padding of the code', () => {
    fc.assert(
      fc.property(
        codeArb.chain((c) => caseAndPad(c).map((raw) => [c, raw] as const)),
        ([code, raw]) => {
          expect(liveVideoAvailableIn(raw)).toBe(!liveVideoBlockedCountries.includes(code));
        },
      ),
    );
    for (const code of BLOCKED) expect(liveVideoBlockedCountries).toContain(code);
  });
});

describe('geoAllows', () => {
  it('blocks live video only; audio everywhere with an audio subscription, and on-demand video everywhere', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('video' as const, 'audio' as const),
        fc.boolean(),
        fc.oneof(codeArb, fc.constantFrom(...BLOCKED)),
        (media, live, country) => {
          const allowed = geoAllows(media, live, country);
          if (media === 'audio' || !live) expect(allowed).toBe(true);
          else expect(allowed).toBe(liveVideoAvailableIn(country));
        },
      ),
    );
    expect(geoAllows('audio', true, 'GB')).toBe(true);
    expect(geoAllows('video', true, 'GB')).toBe(false);
  });
});
