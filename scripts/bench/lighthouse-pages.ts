/**
 * Lighthouse 12 (mobile defaults: simulated throttling) on the site's key pages, the
 * median of several runs per page (3 unless told), with one Chromium for all runs.
 *
 * Before a page is measured it is fetched once with every image it names, as a CDN that
 * has served them before would hold them: the stand-in draws and encodes each picture on its
 * first request, which no real image CDN does for a page's pictures.
 *
 * Simulated throttling replays what was observed on this machine through a model of a
 * mid-range phone on a slow 4G network: FCP and LCP come mostly from the network model;
 * TBT (and so the performance score) is the host's CPU time times the CPU slowdown. The
 * slowdown is calibrated to the host at the start of the step (cpu-calibration.ts: Lighthouse's
 * throttling calculator over the median of 3 benchmark runs), so a slow host and a fast one
 * simulate the same phone. Each page also records the host's load average and the
 * benchmark index Lighthouse measured during its runs.
 */
import { loadavg } from 'node:os';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { pageImageUrls } from './page-images';
import { medianOf as median, type Calibration } from './cpu-calibration';

export interface PageScore {
  page: string;
  path: string;
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  /** the host's 1-minute load average when the page's runs ended */
  load: number;
  /** Lighthouse's CPU benchmark of the host (median of the runs): lower means a slower or busier host */
  benchmarkIndex: number;
  /** how many runs the medians are of (more when the page was rechecked) */
  runs: number;
  /** the CPU slowdown the runs were simulated with (calibrated to the host) */
  cpuMultiplier: number;
}

export const FLOORS = { performance: 95, cls: 0.02, lcpMs: 2000 } as const;

type Lhr = {
  configSettings?: { throttling?: { cpuSlowdownMultiplier?: number } };
  categories: { performance?: { score: number | null } };
  environment?: { benchmarkIndex?: number };
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }
  >;
};

function figures(lhr: Lhr) {
  const n = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: n('first-contentful-paint'),
    lcpMs: n('largest-contentful-paint'),
    tbtMs: n('total-blocking-time'),
    cls: n('cumulative-layout-shift'),
    jsBytes: requests.filter((r) => r.resourceType === 'Script').reduce((s, r) => s + (r.transferSize ?? 0), 0),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    cpuMultiplier: lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? Number.NaN,
  };
}

/** the page and every image it names (every width), fetched once as a CDN that served them before would hold them */
async function warmUp(url: string): Promise<void> {
  const html = await fetch(url).then(
    (r) => r.text(),
    () => '',
  );
  const images = pageImageUrls(html);
  // a few at a time: the stand-in draws each on one shared machine
  for (let i = 0; i < images.length; i += 4) {
    await Promise.all(
      images.slice(i, i + 4).map((image) =>
        fetch(image, { headers: { accept: 'image/avif,image/webp,*/*' } }).then(
          (r) => r.arrayBuffer(),
          () => undefined,
        ),
      ),
    );
  }
}

/**
 * `recheck`: a page whose median misses a floor is measured RECHECK_RUNS more times and judged on
 * the median of all its runs: one busy moment of the host (a TBT spike in one run out of three)
 * must not fail the bench, while a page that is truly below a floor stays below it.
 */
export const RECHECK_RUNS = 4;

export const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

/** one Chromium for a whole Lighthouse step (its port is what Lighthouse and the calibration drive) */
export const launchChrome = () =>
  chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });

export async function runLighthouse(
  chrome: { port: number },
  siteUrl: string,
  pages: Record<string, string>,
  calibration: Calibration,
  runs = 3,
  recheck?: (score: PageScore) => boolean,
): Promise<PageScore[]> {
  const out: PageScore[] = [];
  for (const [page, path] of Object.entries(pages)) {
    await warmUp(`${siteUrl}${path}`);
    const each: ReturnType<typeof figures>[] = [];
    const measure = async (n: number) => {
      for (let i = 0; i < n; i++) {
        // the other throttling settings stay Lighthouse's mobile defaults (deep-merged)
        const result = await lighthouse(`${siteUrl}${path}`, {
          port: chrome.port,
          onlyCategories: ['performance'],
          logLevel: 'error',
          output: 'json',
          throttling: { cpuSlowdownMultiplier: calibration.multiplier },
        } as Parameters<typeof lighthouse>[1]);
        if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
        const got = figures(result.lhr as unknown as Lhr);
        // a gate that silently ran at the default 4x would judge the host again, not the site
        if (got.cpuMultiplier !== calibration.multiplier)
          throw new Error(`Lighthouse ran at ${got.cpuMultiplier}x, not the calibrated ${calibration.multiplier}x`);
        each.push(got);
      }
    };
    const scoreOf = (): PageScore => {
      const m = (k: keyof ReturnType<typeof figures>) => median(each.map((e) => e[k]));
      return {
        page,
        path,
        performance: m('performance'),
        fcpMs: m('fcpMs'),
        lcpMs: m('lcpMs'),
        tbtMs: m('tbtMs'),
        cls: m('cls'),
        jsBytes: m('jsBytes'),
        load: loadavg()[0]!,
        benchmarkIndex: m('benchmarkIndex'),
        runs: each.length,
        cpuMultiplier: calibration.multiplier,
      };
    };
    await measure(runs);
    let score = scoreOf();
    if (recheck?.(score)) {
      console.log(
        `  ${page}: below a floor after ${each.length} runs (performance ${score.performance}, LCP ${Math.round(score.lcpMs)} ms): ${RECHECK_RUNS} more`,
      );
      await measure(RECHECK_RUNS);
      score = scoreOf();
    }
    out.push(score);
    console.log(
      `  ${page}: performance ${score.performance} (runs: ${each.map((e) => e.performance).join(', ')}; LCP ${each.map((e) => Math.round(e.lcpMs)).join(', ')} ms; TBT ${each.map((e) => Math.round(e.tbtMs)).join(', ')} ms; CPU index ${each.map((e) => Math.round(e.benchmarkIndex)).join(', ')}; load ${score.load.toFixed(1)})`,
    );
  }
  return out;
}

export type FloorCheck = 'all' | 'paint' | 'layout';

/**
 * Pages below the floors. 'all' checks performance, LCP and CLS; 'paint' LCP and CLS (what
 * the network model and the observed layout decide, which a busy host hardly moves);
 * 'layout' only CLS (layout shifts are observed, not simulated).
 */
export function floorFailures(scores: readonly PageScore[], check: FloorCheck = 'all'): string[] {
  return scores.flatMap((s) => [
    ...(check === 'all' && s.performance < FLOORS.performance
      ? [`${s.page}: performance ${s.performance} < ${FLOORS.performance}`]
      : []),
    ...(s.cls > FLOORS.cls ? [`${s.page}: CLS ${s.cls.toFixed(3)} > ${FLOORS.cls}`] : []),
    ...(check !== 'layout' && s.lcpMs > FLOORS.lcpMs
      ? [`${s.page}: LCP ${Math.round(s.lcpMs)} ms > ${FLOORS.lcpMs} ms`]
      : []),
  ]);
}

export function lighthouseTable(scores: readonly PageScore[]): string {
  const rows = scores.map(
    (s) =>
      `| ${s.page} (${s.path}) | ${s.performance} (${s.runs} runs) | ${Math.round(s.fcpMs)} | ${Math.round(s.lcpMs)} | ${Math.round(s.tbtMs)} | ${s.cls.toFixed(3)} | ${(s.jsBytes / 1024).toFixed(1)} | ${s.load.toFixed(1)} | ${Math.round(s.benchmarkIndex)} | ${s.cpuMultiplier}x |`,
  );
  return [
    '| page | performance | FCP ms | LCP ms | TBT ms | CLS | JS KB (transfer) | load avg | CPU index | CPU slowdown |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
