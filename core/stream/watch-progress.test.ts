import fc from 'fast-check';
import { MIN_RESUME_SECONDS, resumePositionOf, watchedFractionOf, watchStateOf } from './watch-progress';

const progress = fc.record({
  positionSeconds: fc.oneof(fc.double({ min: -10, max: 10_000, noNaN: false }), fc.constant(Number.NaN)),
  durationSeconds: fc.oneof(fc.double({ min: -10, max: 10_000, noNaN: false }), fc.constant(0)),
});

describe('resume and watched', () => {
  it('examples: a few seconds in, halfway, the credits, past the end', () => {
    expect(watchStateOf(null)).toBe('unstarted');
    expect(watchStateOf({ positionSeconds: 2, durationSeconds: 900 })).toBe('unstarted');
    expect(watchStateOf({ positionSeconds: 450, durationSeconds: 900 })).toBe('in-progress');
    expect(resumePositionOf({ positionSeconds: 450, durationSeconds: 900 })).toBe(447);
    expect(watchStateOf({ positionSeconds: 890, durationSeconds: 900 })).toBe('watched');
    expect(watchStateOf({ positionSeconds: 86, durationSeconds: 90 })).toBe('watched');
    expect(resumePositionOf({ positionSeconds: 890, durationSeconds: 900 })).toBe(0);
  });

  it('resumes inside the video, never past where the fan was, and only when in progress', () => {
    fc.assert(
      fc.property(progress, (p) => {
        const at = resumePositionOf(p);
        expect(at).toBeGreaterThanOrEqual(0);
        if (watchStateOf(p) !== 'in-progress') expect(at).toBe(0);
        else {
          expect(at).toBeLessThanOrEqual(p.positionSeconds);
          expect(at).toBeLessThan(p.durationSeconds);
          expect(p.positionSeconds).toBeGreaterThanOrEqual(MIN_RESUME_SECONDS);
        }
      }),
    );
  });

  it('watching further never turns watched back into in progress', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 10_000, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (d, f) => {
          const before = watchStateOf({ positionSeconds: d * f, durationSeconds: d });
          const later = watchStateOf({ positionSeconds: d * Math.min(1, f + 0.1), durationSeconds: d });
          if (before === 'watched') expect(later).toBe('watched');
        },
      ),
    );
  });

  it('the fraction is always between 0 and 1', () => {
    fc.assert(
      fc.property(progress, (p) => {
        const f = watchedFractionOf(p);
        expect(f >= 0 && f <= 1).toBe(true);
      }),
    );
  });
});
