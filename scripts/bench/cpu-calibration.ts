/**
 * Calibrating Lighthouse's CPU slowdown to the host, so every host simulates the same phone.
 *
 * Lighthouse's simulated throttling multiplies the main-thread time it observed by
 * `throttling.cpuSlowdownMultiplier` (default 4). That default assumes a host whose
 * `benchmarkIndex` is about 1,533; on a slower host the same 4x simulates a slower phone (the
 * gate measured the host's hour, not the site), on a faster one a faster phone. Lighthouse's
 * documentation (docs/throttling.md, "Calibrating multipliers") points to its CPU throttling
 * calculator for the multiplier that keeps the phone the same:
 *
 *   source: https://github.com/patrickhulce/lighthouse-cpu-throttling-calculator (pages/index.js,
 *   `computeMultiplierMessages`), published at https://lighthouse-cpu-throttling-calculator.vercel.app/
 *
 *   1300 ..= 2000:  1300 -> 3x, 1533 -> 4x, 1766 -> 5x, 2000 -> 6x, linear (3 + (i - 1300) / 233)
 *   800 ..< 1300:   800 -> 2x, 1300 -> 3x, linear (2 + (i - 800) / 500)
 *   150 ..< 800:    150 -> 1x, 800 -> 2x, linear (1 + (i - 150) / 650)
 *   above 2000:     outside the published points: the nearest multiplier, 6x (said so)
 *   below 150:      outside the calculator's range: its nearest multiplier, 1x (said so)
 *
 * Above 2,000 the calculator's code keeps drawing its line, but it publishes no point there and
 * its own confidence range says why: at 2,535 it answers 8.3x "somewhere between 5.6x and 11x".
 * The gate takes the top published point, as the rule for a host outside the range asks, and
 * prints the calculator's extrapolation beside it (docs/decisions/0021-the-calibrations-top-end.md).
 * Calibration is never a discount against the default: every host above 1,533 gets more than 4x,
 * and no floor is skipped because a host is slow.
 */

/** the calculator's lowest benchmarkIndex: below it the calculator gives no multiplier */
export const CALCULATOR_MIN_INDEX = 150;
/** the calculator's highest published point (2,000 -> 6x): above it, its line is an extrapolation */
export const CALCULATOR_MAX_INDEX = 2000;

export interface Calibration {
  /** the median benchmarkIndex the multiplier was chosen from */
  benchmarkIndex: number;
  /** Lighthouse's `throttling.cpuSlowdownMultiplier` for this host, rounded to 2 decimals */
  multiplier: number;
  /** set when the host is outside the calculator's range and its nearest multiplier was used */
  outsideRange?: string;
  /** above the published points: the calculator's unbounded line, printed for comparison only */
  extrapolated?: number;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/** the calculator's multiplier for a host's benchmarkIndex (see the mapping above) */
export function cpuMultiplierFor(benchmarkIndex: number): Calibration {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < CALCULATOR_MIN_INDEX) {
    return {
      benchmarkIndex,
      multiplier: 1,
      outsideRange: `benchmarkIndex ${Number.isFinite(benchmarkIndex) ? Math.round(benchmarkIndex) : 'unknown'} is below the calculator's range (>= ${CALCULATOR_MIN_INDEX}): its nearest multiplier, 1x`,
    };
  }
  if (benchmarkIndex > CALCULATOR_MAX_INDEX) {
    const extrapolated = round2(3 + (benchmarkIndex - 1300) / 233);
    return {
      benchmarkIndex,
      multiplier: 6,
      extrapolated,
      outsideRange: `benchmarkIndex ${Math.round(benchmarkIndex)} is above the calculator's published points (up to ${CALCULATOR_MAX_INDEX} -> 6x): its nearest multiplier, 6x (the calculator's line would say ${extrapolated}x)`,
    };
  }
  const multiplier =
    benchmarkIndex >= 1300
      ? 3 + (benchmarkIndex - 1300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : 1 + (benchmarkIndex - 150) / 650;
  return { benchmarkIndex, multiplier: round2(multiplier) };
}

/** the middle of an odd count (of an even count, the lower middle) */
export function medianOf(xs: readonly number[]): number {
  if (xs.length === 0) return Number.NaN;
  return [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
}

/** how many benchmark runs the calibration takes the median of */
export const CALIBRATION_RUNS = 3;

/**
 * The host's benchmarkIndex as Lighthouse measures it (its own page function, run in a blank tab of
 * the Chromium that Lighthouse drives), `runs` times, and the multiplier for the median.
 */
export async function calibrateCpu(
  chromePort: number,
  runs = CALIBRATION_RUNS,
): Promise<Calibration & { indexes: number[] }> {
  const [{ chromium }, { pageFunctions }] = await Promise.all([
    import('@playwright/test'),
    // Lighthouse's own benchmark (core/lib/page-functions.js), so the index is the one its reports print
    import('lighthouse/core/lib/page-functions.js') as Promise<{
      pageFunctions: { computeBenchmarkIndex: () => number };
    }>,
  ]);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    const source = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
    const indexes: number[] = [];
    for (let i = 0; i < runs; i++) indexes.push((await page.evaluate(source)) as number);
    await page.close();
    return { ...cpuMultiplierFor(medianOf(indexes)), indexes };
  } finally {
    // connectOverCDP: close() disconnects and leaves the launched Chromium running for Lighthouse
    await browser.close();
  }
}
