import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CALCULATOR_MAX_INDEX,
  CALCULATOR_MIN_INDEX,
  cpuMultiplierFor,
  medianOf,
} from '../../scripts/bench/cpu-calibration';

describe("the CPU slowdown calibrated to the host (Lighthouse's throttling calculator)", () => {
  it('gives the published points: 1,300 -> 3x, 1,533 -> 4x, 1,766 -> 5x, 2,000 -> 6x, and 800 -> 2x, 150 -> 1x below', () => {
    expect(cpuMultiplierFor(1300).multiplier).toBe(3);
    expect(cpuMultiplierFor(1533).multiplier).toBeCloseTo(4, 1);
    expect(cpuMultiplierFor(1766).multiplier).toBeCloseTo(5, 1);
    expect(cpuMultiplierFor(2000).multiplier).toBeCloseTo(6, 1);
    expect(cpuMultiplierFor(800).multiplier).toBe(2);
    expect(cpuMultiplierFor(150).multiplier).toBe(1);
  });

  it('is never a discount for a fast host: above the default host (1,533) the multiplier is above 4x', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1540, max: 6000 }), (index) => {
        expect(cpuMultiplierFor(index).multiplier).toBeGreaterThan(4);
        expect(cpuMultiplierFor(index).multiplier).toBeGreaterThanOrEqual(cpuMultiplierFor(index - 1).multiplier);
      }),
    );
  });

  it('rises with the host speed, continuously, inside the calculator range, and says nothing about range there', () => {
    fc.assert(
      fc.property(
        fc.double({ min: CALCULATOR_MIN_INDEX, max: CALCULATOR_MAX_INDEX - 50, noNaN: true }),
        fc.double({ min: 0, max: 50, noNaN: true }),
        (index, step) => {
          const a = cpuMultiplierFor(index);
          const b = cpuMultiplierFor(index + step);
          expect(b.multiplier).toBeGreaterThanOrEqual(a.multiplier);
          // no jump at the calculator's seams (800, 1,300): 50 points move the multiplier by less than a quarter
          expect(b.multiplier - a.multiplier).toBeLessThan(0.25);
          expect(a.outsideRange).toBeUndefined();
        },
      ),
    );
  });

  it("uses the top published point (6x) above 2,000, says so, and gives the calculator's extrapolation", () => {
    expect(cpuMultiplierFor(2535)).toMatchObject({ multiplier: 6, extrapolated: 8.3 });
    fc.assert(
      fc.property(fc.double({ min: CALCULATOR_MAX_INDEX + 0.001, max: 1e6, noNaN: true }), (index) => {
        const c = cpuMultiplierFor(index);
        expect(c.multiplier).toBe(6);
        expect(c.extrapolated).toBeGreaterThanOrEqual(6);
        expect(c.outsideRange).toMatch(/above the calculator's published points .* nearest multiplier, 6x/);
      }),
    );
  });

  it('uses the nearest multiplier (1x) below the calculator range, or for no reading, and says so', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.double({ min: -1000, max: CALCULATOR_MIN_INDEX - 0.001, noNaN: true }), fc.constant(Number.NaN)),
        (index) => {
          const c = cpuMultiplierFor(index);
          expect(c.multiplier).toBe(1);
          expect(c.outsideRange).toMatch(/below the calculator's range/);
        },
      ),
    );
  });

  it('takes the middle of the runs', () => {
    expect(medianOf([1900, 1200, 1500])).toBe(1500);
    fc.assert(
      fc.property(fc.array(fc.integer(), { minLength: 1, maxLength: 9 }), (xs) => {
        const m = medianOf(xs);
        expect(xs.filter((x) => x < m).length).toBeLessThanOrEqual(Math.floor(xs.length / 2));
        expect(xs.filter((x) => x > m).length).toBeLessThanOrEqual(Math.floor(xs.length / 2));
      }),
    );
  });
});
