import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { firstFrameLagMs, runsWithoutStalls, stalled, STALLED_FIRST_FRAME_MS } from '../../scripts/bench/first-frame';

const PAGE = 'F2FEF55C';
const RENDERER = 15422;
const navigation = (ts: number, url = 'http://localhost:4173/live', frame = PAGE) => ({
  name: 'navigationStart',
  ts,
  pid: RENDERER,
  args: { frame, data: { documentLoaderURL: url, isLoadingMainFrame: true } },
});
const paint = (ts: number, frame = PAGE, pid = RENDERER) => ({ name: 'Paint', ts, pid, args: { data: { frame } } });
const onScreen = (ts: number, frame = PAGE) => ({ name: 'firstContentfulPaint', ts, pid: RENDERER, args: { frame } });

describe("how long the page's first paint took to reach the screen", () => {
  it('reads the first paint of the page to its first contentful paint, in ms (trace times are µs)', () => {
    // /live on the slow host, 28 Nov: painted at 199 ms, on screen at 1,292 ms
    const trace = [navigation(0), paint(199_100), paint(204_000), onScreen(1_292_300)];
    expect(firstFrameLagMs(trace)).toBeCloseTo(1093.2, 1);
  });

  it("leaves out about:blank's navigation, other frames' and processes' paints, and paints before the navigation", () => {
    const trace = [
      navigation(0, '', 'BLANK'),
      paint(50_000, 'BLANK'),
      navigation(100_000),
      paint(150_000, 'AN-IFRAME'),
      paint(160_000, PAGE, 999),
      paint(180_000),
      onScreen(230_000),
    ];
    expect(firstFrameLagMs(trace)).toBe(50);
  });

  it('is NaN when the page never painted or its paint never reached the screen', () => {
    expect(firstFrameLagMs([])).toBeNaN();
    expect(firstFrameLagMs([navigation(0), paint(10_000)])).toBeNaN();
    expect(firstFrameLagMs([navigation(0), onScreen(10_000)])).toBeNaN();
  });

  it('is the time between the two in any order of events', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        (start, paintAfter, lag) => {
          const events = [navigation(start), paint(start + paintAfter), onScreen(start + paintAfter + lag)];
          expect(firstFrameLagMs(events.reverse())).toBeCloseTo(lag / 1000, 6);
        },
      ),
    );
  });
});

describe('runs whose frames Chromium held back', () => {
  // runs in the order Lighthouse measured them: each one's lag from first paint to screen
  const measured = (lags: readonly number[]) => {
    let next = 0;
    return {
      runOnce: async () => ({ id: next, firstFrameLagMs: lags[next++ % lags.length]! }),
      count: () => next,
    };
  };

  it('sets a stalled run aside and measures another in its place', async () => {
    const { runOnce } = measured([80, 1093, 60, 1040, 90]);
    const { kept, setAside } = await runsWithoutStalls(3, runOnce);
    expect(kept.map((r) => r.id)).toEqual([0, 2, 4]);
    expect(setAside.map((r) => r.id)).toEqual([1, 3]);
  });

  it('keeps a stalled run that the stall did not hurt', async () => {
    const { runOnce } = measured([1093, 1040, 60]);
    // hurt: only the second run (its largest paint came after the throttled second)
    const { kept, setAside } = await runsWithoutStalls(2, runOnce, (run) => run.id === 1);
    expect(kept.map((r) => r.id)).toEqual([0, 2]);
    expect(setAside.map((r) => r.id)).toEqual([1]);
  });

  it('counts stalled runs once the retries are spent: a floor is never skipped', async () => {
    const { runOnce } = measured([1100]);
    const { kept, setAside } = await runsWithoutStalls(3, runOnce, undefined, 2);
    expect(setAside).toHaveLength(2);
    expect(kept).toHaveLength(3);
    expect(kept.every(stalled)).toBe(true);
  });

  it('keeps n runs, in order, sets aside only stalled ones and at most the retries', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 2000 }), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 0, max: 4 }),
        async (lags, n, retries) => {
          const { runOnce, count } = measured(lags);
          const { kept, setAside } = await runsWithoutStalls(n, runOnce, undefined, retries);
          expect(kept).toHaveLength(n);
          expect(setAside.length).toBeLessThanOrEqual(retries);
          expect(setAside.every(stalled)).toBe(true);
          // while retries were left, no stalled run was kept
          if (setAside.length < retries) expect(kept.some(stalled)).toBe(false);
          // every run measured is either kept or set aside, in the order measured
          expect([...kept, ...setAside].map((r) => r.id).sort((a, b) => a - b)).toEqual([...Array(count()).keys()]);
          expect(kept.map((r) => r.id)).toEqual([...kept.map((r) => r.id)].sort((a, b) => a - b));
        },
      ),
    );
  });

  it('calls a first paint on screen more than half a second late a stall, and no sooner', () => {
    expect(stalled({ firstFrameLagMs: STALLED_FIRST_FRAME_MS })).toBe(false);
    expect(stalled({ firstFrameLagMs: STALLED_FIRST_FRAME_MS + 1 })).toBe(true);
    // a run whose trace could not say is not set aside
    expect(stalled({ firstFrameLagMs: Number.NaN })).toBe(false);
  });
});
