/**
 * Lighthouse 12 (mobile defaults: simulated throttling) on the site's key pages, the
 * median of three runs per page, with one Chromium for all runs. Floors are checked by
 * the caller (enforced only with BENCH_LIGHTHOUSE_FLOORS=1 until server rendering lands).
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

export interface PageScore { page: string; path: string; performance: number; fcpMs: number; lcpMs: number; tbtMs: number; cls: number; jsBytes: number }

export const FLOORS = { performance: 95, cls: 0.02, lcpMs: 2000 } as const;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

type Lhr = {
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }>;
};

function figures(lhr: Lhr) {
  const n = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: n('first-contentful-paint'), lcpMs: n('largest-contentful-paint'), tbtMs: n('total-blocking-time'), cls: n('cumulative-layout-shift'),
    jsBytes: requests.filter((r) => r.resourceType === 'Script').reduce((s, r) => s + (r.transferSize ?? 0), 0),
  };
}

export async function runLighthouse(siteUrl: string, pages: Record<string, string>, runs = 3): Promise<PageScore[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const out: PageScore[] = [];
  try {
    for (const [page, path] of Object.entries(pages)) {
      const each: ReturnType<typeof figures>[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(`${siteUrl}${path}`, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
        if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
        each.push(figures(result.lhr as unknown as Lhr));
      }
      const m = (k: keyof ReturnType<typeof figures>) => median(each.map((e) => e[k]));
      const score: PageScore = { page, path, performance: m('performance'), fcpMs: m('fcpMs'), lcpMs: m('lcpMs'), tbtMs: m('tbtMs'), cls: m('cls'), jsBytes: m('jsBytes') };
      out.push(score);
      console.log(`  ${page}: performance ${score.performance} (runs: ${each.map((e) => e.performance).join(', ')})`);
    }
  } finally {
    chrome.kill();
  }
  return out;
}

export function floorFailures(scores: readonly PageScore[]): string[] {
  return scores.flatMap((s) => [
    ...(s.performance < FLOORS.performance ? [`${s.page}: performance ${s.performance} < ${FLOORS.performance}`] : []),
    ...(s.cls > FLOORS.cls ? [`${s.page}: CLS ${s.cls.toFixed(3)} > ${FLOORS.cls}`] : []),
    ...(s.lcpMs > FLOORS.lcpMs ? [`${s.page}: LCP ${Math.round(s.lcpMs)} ms > ${FLOORS.lcpMs} ms`] : []),
  ]);
}

export function lighthouseTable(scores: readonly PageScore[]): string {
  const rows = scores.map((s) => `| ${s.page} (${s.path}) | ${s.performance} | ${Math.round(s.fcpMs)} | ${Math.round(s.lcpMs)} | ${Math.round(s.tbtMs)} | ${s.cls.toFixed(3)} | ${(s.jsBytes / 1024).toFixed(1)} |`);
  return ['| page | performance | FCP ms | LCP ms | TBT ms | CLS | JS KB (transfer) |', '|---|---|---|---|---|---|---|', ...rows].join('\n');
}
