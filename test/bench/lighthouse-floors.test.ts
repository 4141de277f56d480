import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { floorFailures, FLOORS, TARGET, targetMisses, type PageMedians } from '../../scripts/bench/lighthouse-floors';

const page = (over: Partial<PageMedians> = {}): PageMedians => ({
  page: 'home',
  performance: 100,
  tbtMs: 10,
  lcpMs: 900,
  cls: 0,
  ...over,
});

const medians = fc.record({
  page: fc.constant('home'),
  performance: fc.integer({ min: 0, max: 100 }),
  tbtMs: fc.double({ min: 0, max: 2000, noNaN: true }),
  lcpMs: fc.double({ min: 0, max: 10_000, noNaN: true }),
  cls: fc.double({ min: 0, max: 1, noNaN: true }),
});

describe("CI's Lighthouse floors and the target above them", () => {
  it('sits every floor at or under the target, so a page at the target never fails CI', () => {
    expect(FLOORS.performance).toBeLessThanOrEqual(TARGET.performance);
    expect(FLOORS.tbtMs).toBeGreaterThanOrEqual(TARGET.tbtMs);
    expect(FLOORS.lcpMs).toBeGreaterThanOrEqual(TARGET.lcpMs);
    expect(FLOORS.cls).toBeGreaterThanOrEqual(TARGET.cls);
    fc.assert(
      fc.property(medians, (m) => {
        if (targetMisses(m).length === 0) expect(floorFailures([m])).toEqual([]);
      }),
    );
  });

  it('holds the pages to the target less its margin: 97, TBT 200 ms, LCP 1.7 s, CLS 0.01', () => {
    expect(floorFailures([page({ performance: 97, tbtMs: 200, lcpMs: 1700, cls: 0.01 })])).toEqual([]);
    expect(floorFailures([page({ performance: 96 })])).toEqual(['home: performance 96 < 97']);
    expect(floorFailures([page({ tbtMs: 201 })])).toEqual(['home: TBT 201 ms > 200 ms']);
    expect(floorFailures([page({ lcpMs: 1701 })])).toEqual(['home: LCP 1701 ms > 1700 ms']);
    expect(floorFailures([page({ cls: 0.011 })])).toEqual(['home: CLS 0.011 > 0.01']);
  });

  it('names every miss of the target, and none for a page that meets it', () => {
    expect(targetMisses(page({ performance: 98, tbtMs: 100, lcpMs: 1500, cls: 0.01 }))).toEqual([]);
    expect(targetMisses(page({ performance: 97, tbtMs: 101, lcpMs: 1501, cls: 0.02 }))).toEqual([
      'performance 97',
      'TBT 101 ms',
      'LCP 1501 ms',
      'CLS 0.020',
    ]);
  });

  it('checks only what a mode names: paint is LCP and CLS, layout is CLS alone', () => {
    const slow = page({ performance: 80, tbtMs: 900, lcpMs: 3000, cls: 0.2 });
    expect(floorFailures([slow], 'all')).toHaveLength(4);
    expect(floorFailures([slow], 'paint')).toEqual(['home: CLS 0.200 > 0.01', 'home: LCP 3000 ms > 1700 ms']);
    expect(floorFailures([slow], 'layout')).toEqual(['home: CLS 0.200 > 0.01']);
  });

  it('fails a page in every mode it breaks, whatever else it meets', () => {
    fc.assert(
      fc.property(medians, (m) => {
        const all = floorFailures([m], 'all');
        const paint = floorFailures([m], 'paint');
        const layout = floorFailures([m], 'layout');
        // each mode is a subset of the stricter one
        expect(layout.every((line) => paint.includes(line))).toBe(true);
        expect(paint.every((line) => all.includes(line))).toBe(true);
        expect(all.length > 0).toBe(
          m.performance < FLOORS.performance || m.tbtMs > FLOORS.tbtMs || m.lcpMs > FLOORS.lcpMs || m.cls > FLOORS.cls,
        );
      }),
    );
  });
});
