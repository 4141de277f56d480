import fc from 'fast-check';
import { durationBand, durationBands, durationBounds } from './duration-band';

const inBounds = (s: number, b: { minDuration?: number; maxDuration?: number }) =>
  (b.minDuration === undefined || s >= b.minDuration) && (b.maxDuration === undefined || s <= b.maxDuration);

describe('duration bands (VIDEO-5)', () => {
  it('short is under 300 s, medium 300 to 600 s, long over 600 s', () => {
    expect([0, 299, 300, 600, 601, 5400].map(durationBand)).toEqual([
      'short',
      'short',
      'medium',
      'medium',
      'long',
      'long',
    ]);
    expect(durationBand(299.4)).toBe('short');
    expect(durationBand(299.6)).toBe('medium');
  });

  it('the search bounds of a band hold exactly the whole seconds of that band', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), fc.constantFrom(...durationBands), (s, band) => {
        expect(inBounds(s, durationBounds(band))).toBe(durationBand(s) === band);
      }),
    );
  });

  it('every duration is in exactly one band', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), (s) => {
        expect(durationBands.filter((b) => inBounds(s, durationBounds(b)))).toHaveLength(1);
      }),
    );
  });
});
