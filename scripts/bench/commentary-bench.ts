/**
 * The live match centre under a long, busy match, in Debian's Chromium: a stand-in whose live
 * match carries 1,000 extra commentary lines, replayed at 150x from kick-off (~1,100 events in
 * about 45 s), and the built site over its HTTP adapters. It measures, for every entry published
 * while the page is open:
 *   - event-to-screen latency: the feed's publishedAt to the entry's insertion in the page
 *     (same machine, same clock, over loopback);
 *   - main-thread cost per update: Chromium's own task time (CDP Performance metrics) over the
 *     flood, divided by the entries it brought; and the long tasks (> 50 ms) it caused.
 * "Under one frame" is the p95 latency and the mean cost per update against 16 ms.
 */
import { chromium } from '@playwright/test';
import { startBenchServers } from './bench-servers';

export interface CommentaryFigures {
  readonly entries: number;
  readonly latencyMs: { readonly p50: number; readonly p95: number; readonly max: number };
  readonly costPerUpdateMs: number;
  readonly longTasks: number;
  readonly longestTaskMs: number;
}

const EXTRA = 1_000;
const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

export async function runCommentaryBench(): Promise<CommentaryFigures> {
  const servers = await startBenchServers({}, { MATCH_LIVE_EXTRA_COMMENTARY: String(EXTRA), MATCH_REPLAY_SPEED: '150', MATCH_LIVE_OFFSET_MIN: '0' });
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    // a laptop's screen (the software rasteriser's cost grows with its area)
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript(() => {
      const w = window as unknown as { __inserted: Record<string, number>; __long: number[] };
      w.__inserted = {};
      w.__long = [];
      new MutationObserver((records) => {
        const t = Date.now();
        for (const r of records) {
          for (const n of r.addedNodes) {
            if (!(n instanceof Element)) continue;
            const items = n.matches('li[data-sequence]') ? [n] : [...n.querySelectorAll('li[data-sequence]')];
            // the commentary's entries only (the key events list carries sequences too)
            for (const li of items) if (li.closest('[aria-label="Commentary, newest first"]')) w.__inserted[li.getAttribute('data-sequence')!] ??= t;
          }
        }
      }).observe(document, { subtree: true, childList: true });
      new PerformanceObserver((list) => { for (const e of list.getEntries()) w.__long.push(e.duration); }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const taskSeconds = async () => ((await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0);
    const openedAt = Date.now();
    await page.goto(`${servers.siteUrl}/match/first-team/2025-26/t1-live`);
    const list = page.getByRole('list', { name: 'Commentary, newest first' });
    await list.waitFor();
    // the commentary's heading at the top of the screen: new entries arrive there and are shown at
    // once, as for a fan reading it (the list itself soon grows taller than the screen)
    await page.getByRole('heading', { level: 2, name: 'Commentary' }).evaluate((h) => h.scrollIntoView({ block: 'start' }));
    const before = await taskSeconds();
    const countBefore = await page.evaluate(() => Object.keys((window as unknown as { __inserted: object }).__inserted).length);
    // until full time is on screen (or two minutes, whichever first)
    try {
      await list.locator('li[data-kind="full-time"]').waitFor({ timeout: 120_000 });
    } catch (e) {
      const shown = await list.locator('li').count();
      const pending = await page.getByRole('button', { name: /new updates?$/ }).textContent().catch(() => null);
      throw new Error(`full time never reached the commentary: ${shown} entries shown, pending: ${pending}; ${String(e)}`);
    }
    const after = await taskSeconds();
    const { inserted, long } = await page.evaluate(() => {
      const w = window as unknown as { __inserted: Record<string, number>; __long: number[] };
      return { inserted: w.__inserted, long: w.__long };
    });
    const feed = await (await fetch(`${servers.standInUrl}/match-data/matches/t1-live/events?after=0`, { headers: { accept: 'application/json' } }))
      .json() as { events: { sequence: number; publishedAt: string }[] };
    const latencies = feed.events
      .filter((e) => Date.parse(e.publishedAt) > openedAt && inserted[String(e.sequence)] !== undefined)
      .map((e) => inserted[String(e.sequence)]! - Date.parse(e.publishedAt))
      .sort((a, b) => a - b);
    const updates = Math.max(1, Object.keys(inserted).length - countBefore);
    return {
      entries: Object.keys(inserted).length,
      latencyMs: { p50: quantile(latencies, 0.5), p95: quantile(latencies, 0.95), max: latencies.at(-1) ?? NaN },
      costPerUpdateMs: ((after - before) * 1000) / updates,
      longTasks: long.length,
      longestTaskMs: Math.max(0, ...long),
    };
  } finally {
    await browser.close();
    await servers.stop();
  }
}

export function commentaryTable(f: CommentaryFigures): string {
  const ok = (ms: number) => (ms <= 16 ? '✔' : '!');
  return [
    `entries on screen: ${f.entries} (1,000 extra commentary lines)`,
    `${ok(f.latencyMs.p95)} event-to-screen latency: p50 ${f.latencyMs.p50} ms, p95 ${f.latencyMs.p95} ms, max ${f.latencyMs.max} ms`,
    `${ok(f.costPerUpdateMs)} main-thread cost per update: ${f.costPerUpdateMs.toFixed(2)} ms (Chromium task time / entries)`,
    `long tasks (> 50 ms) during the match: ${f.longTasks}${f.longTasks ? `, longest ${f.longestTaskMs.toFixed(0)} ms` : ''}`,
  ].join('\n');
}
