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
 *   benchmarkIndex >= 1300: 1300 -> 3x, 1533 -> 4x, 1766 -> 5x, 2000 -> 6x, linear (3 + (i - 1300) / 233),
 *                           and the same line above 2000 (the calculator sets no upper end)
 *   800 ..< 1300:           800 -> 2x, 1300 -> 3x, linear (2 + (i - 800) / 500)
 *   150 ..< 800:            150 -> 1x, 800 -> 2x, linear (1 + (i - 150) / 650)
 *   below 150:              outside the calculator's range: its nearest multiplier, 1x (said so)
 *
 * Calibration is never a discount: a fast host gets a multiplier above 4x, and no floor is
 * skipped because a host is slow.
 */

/** the calculator's lowest benchmarkIndex: below it the calculator gives no multiplier */
export const CALCULATOR_MIN_INDEX = 150;

export interface Calibration {
  /** the median benchmarkIndex the multiplier was chosen from */
  benchmarkIndex: number;
  /** Lighthouse's `throttling.cpuSlowdownMultiplier` for this host, rounded to 2 decimals */
  multiplier: number;
  /** set when the host is outside the calculator's range and its nearest multiplier was used */
  outsideRange?: string;
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
