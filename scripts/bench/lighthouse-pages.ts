/**
 * Lighthouse 12 (mobile defaults: simulated throttling) on the site's key pages, the
 * median of several runs per page (3 unless told), with one Chromium for all runs.
 *
 * Before a page is measured it is fetched once with every image it names, as a CDN that
 * has served them before would hold them: the stand-in draws and encodes each picture on its
 * first request, which no real image CDN does for a page's pictures.
 *
 * Simulated throttling replays what was observed on the host through a model of a
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
import { jsBeforeInteractive } from './js-before-interactive';
import { targetMisses } from './lighthouse-floors';
import { firstFrameLagMs, runsWithoutStalls, STALL_RETRIES } from './first-frame';

/** one Lighthouse run's figures (a page's score holds the median of each) */
export interface RunFigures {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** JavaScript transferred (every script request of the load) */
  jsBytes: number;
  /** main-thread script ms before the app marked itself interactive, on the simulated phone (js-before-interactive.ts) */
  jsBeforeInteractiveMs: number;
  /** when the app marked itself interactive, observed on the host (ms after navigation) */
  interactiveAtMs: number;
  /** Lighthouse's CPU benchmark of the host: lower means a slower or busier host */
  benchmarkIndex: number;
  /** the CPU slowdown the runs were simulated with (calibrated to the host) */
  cpuMultiplier: number;
  /** observed ms from the page's first paint to its being on screen (first-frame.ts: a stall when long) */
  firstFrameLagMs: number;
}

export interface PageScore extends RunFigures {
  page: string;
  path: string;
  /** the host's 1-minute load average when the page's runs ended */
  load: number;
  /** how many runs the medians are of (more when the page was rechecked) */
  runs: number;
  /** every run's own figures, in the order they ran */
  each: readonly RunFigures[];
  /** runs set aside because Chromium held the page's frames back after its first paint (first-frame.ts) */
  setAside: readonly RunFigures[];
}

type Lhr = {
  configSettings?: { throttling?: { cpuSlowdownMultiplier?: number } };
  categories: { performance?: { score: number | null } };
  environment?: { benchmarkIndex?: number };
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }
  >;
};

function figures(lhr: Lhr, trace: { traceEvents: never[] } | undefined): RunFigures {
  const n = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const multiplier = lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? Number.NaN;
  const js = trace ? jsBeforeInteractive(trace, multiplier) : { scriptMs: Number.NaN, interactiveAtMs: Number.NaN };
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: n('first-contentful-paint'),
    lcpMs: n('largest-contentful-paint'),
    tbtMs: n('total-blocking-time'),
    cls: n('cumulative-layout-shift'),
    jsBytes: requests.filter((r) => r.resourceType === 'Script').reduce((s, r) => s + (r.transferSize ?? 0), 0),
    jsBeforeInteractiveMs: js.scriptMs,
    interactiveAtMs: js.interactiveAtMs,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    cpuMultiplier: multiplier,
    firstFrameLagMs: trace ? firstFrameLagMs(trace.traceEvents) : Number.NaN,
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
    const each: RunFigures[] = [];
    const setAside: RunFigures[] = [];
    const runOnce = async (): Promise<RunFigures> => {
      // the other throttling settings stay Lighthouse's mobile defaults (deep-merged)
      const result = await lighthouse(`${siteUrl}${path}`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
        output: 'json',
        throttling: { cpuSlowdownMultiplier: calibration.multiplier },
      } as Parameters<typeof lighthouse>[1]);
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      const artifacts = result.artifacts as unknown as { Trace?: { traceEvents: never[] } } | undefined;
      const got = figures(result.lhr as unknown as Lhr, artifacts?.Trace);
      // a gate that silently ran at the default 4x would judge the host again, not the site
      if (got.cpuMultiplier !== calibration.multiplier)
        throw new Error(`Lighthouse ran at ${got.cpuMultiplier}x, not the calibrated ${calibration.multiplier}x`);
      return got;
    };
    const measure = async (n: number) => {
      const { kept, setAside: stalledRuns } = await runsWithoutStalls(
        n,
        runOnce,
        (run) => targetMisses({ page, ...run }).length > 0,
        STALL_RETRIES - setAside.length,
      );
      each.push(...kept);
      setAside.push(...stalledRuns);
      for (const run of stalledRuns)
        console.log(
          `  ${page}: a run set aside and measured again: its first paint reached the screen ${Math.round(run.firstFrameLagMs)} ms after it was painted (Chromium held the page's frames back; performance ${run.performance}, LCP ${Math.round(run.lcpMs)} ms; bench/first-frame.ts)`,
        );
    };
    const scoreOf = (): PageScore => {
      // a figure a run could not give (a page that never marked itself interactive) is left out
      const m = (k: keyof RunFigures) => median(each.map((e) => e[k]).filter(Number.isFinite));
      return {
        page,
        path,
        performance: m('performance'),
        fcpMs: m('fcpMs'),
        lcpMs: m('lcpMs'),
        tbtMs: m('tbtMs'),
        cls: m('cls'),
        jsBytes: m('jsBytes'),
        jsBeforeInteractiveMs: m('jsBeforeInteractiveMs'),
        interactiveAtMs: m('interactiveAtMs'),
        load: loadavg()[0]!,
        benchmarkIndex: m('benchmarkIndex'),
        firstFrameLagMs: m('firstFrameLagMs'),
        runs: each.length,
        cpuMultiplier: calibration.multiplier,
        each: [...each],
        setAside: [...setAside],
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
      `  ${page}: performance ${score.performance} (runs: ${each.map((e) => e.performance).join(', ')}${setAside.length ? ` and ${setAside.length} set aside` : ''}; LCP ${each.map((e) => Math.round(e.lcpMs)).join(', ')} ms; TBT ${each.map((e) => Math.round(e.tbtMs)).join(', ')} ms; CPU index ${each.map((e) => Math.round(e.benchmarkIndex)).join(', ')}; first paint on screen after ${each.map((e) => Math.round(e.firstFrameLagMs)).join(', ')} ms; load ${score.load.toFixed(1)})`,
    );
  }
  return out;
}

const ms = (x: number) => (Number.isFinite(x) ? String(Math.round(x)) : '-');

/** one row per page: the medians, the JavaScript, the host and the slowdown, and the target's misses */
export function lighthouseTable(scores: readonly PageScore[]): string {
  const rows = scores.map((s) => {
    const misses = targetMisses(s);
    return `| ${s.page} (${s.path}) | ${s.performance} (${s.runs} runs) | ${ms(s.fcpMs)} | ${ms(s.lcpMs)} | ${ms(s.tbtMs)} | ${s.cls.toFixed(3)} | ${(s.jsBytes / 1024).toFixed(1)} | ${ms(s.jsBeforeInteractiveMs)} | ${ms(s.interactiveAtMs)} | ${s.load.toFixed(1)} | ${Math.round(s.benchmarkIndex)} | ${s.cpuMultiplier}x | ${misses.length ? `✘ ${misses.join(', ')}` : '✔'} |`;
  });
  return [
    '| page | performance | FCP ms | LCP ms | TBT ms | CLS | JS KB transferred | JS ms before interactive (phone) | interactive at ms (host) | load avg | CPU index | CPU slowdown | target |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
