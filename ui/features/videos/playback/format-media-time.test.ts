import fc from 'fast-check';
import { formatMediaTime } from './format-media-time';

describe('formatMediaTime', () => {
  it('formats minutes and hours', () => {
    expect(formatMediaTime(0)).toBe('0:00');
    expect(formatMediaTime(83.9)).toBe('1:23');
    expect(formatMediaTime(3725)).toBe('1:02:05');
    expect(formatMediaTime(Number.NaN)).toBe('0:00');
    expect(formatMediaTime(Number.POSITIVE_INFINITY)).toBe('0:00');
    expect(formatMediaTime(-5)).toBe('0:00');
  });

  it('round-trips whole seconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 * 3600 }), (n) => {
        const parts = formatMediaTime(n).split(':').map(Number);
        expect(parts.reduce((acc, p) => acc * 60 + p, 0)).toBe(n);
      }),
    );
  });
});
