/**
 * The live match centre under a long, busy match, in Debian's Chromium: a stand-in whose live
 * match carries 1,000 extra commentary lines, replayed at 150x from kick-off (~1,100 events in
 * about 45 s), and the built site over its HTTP adapters. For every entry published while the
 * page is open it measures (commentary-probe.ts):
 *   - the cost of the update: main-thread time from the feed's bytes reaching the page to the
 *     entry committed by React, plus the style, layout and paint of the frame that shows it
 *     (the idle wait for the next vsync is not work and is left out);
 *   - event-to-screen latency: the feed's publishedAt to the end of that frame (same machine,
 *     same clock, over loopback);
 * and, for the whole flood, Chromium's own task time per entry (CDP Performance metrics: every
 * task, the clock's ticks included) and the long animation frames (> 50 ms).
 * The same windows are also read in main-thread CPU time from a Chromium trace (trace-cpu.ts):
 * on a machine other work is loading, wall time stretches and CPU time does not.
 * "Under one frame" is the p95 cost per update against 16 ms. The machine may be shared: the
 * load average is recorded with the figures.
 */
import { availableParallelism, loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { startBenchServers } from './bench-servers';
import { installCommentaryProbe, readProbe } from './commentary-probe';
import { cpuClockFromTrace, SYNC_MARK } from './trace-cpu';

interface Spread {
  readonly p50: number;
  readonly p95: number;
  readonly max: number;
}

export interface CommentaryFigures {
  readonly entries: number;
  /** of which in the page (the newest, until a fan asks for earlier ones) */
  readonly inPage: number;
  /** entries measured (published while the page was open) */
  readonly updates: number;
  readonly costPerUpdateMs: Spread;
  /** the same windows in main-thread CPU time (from a trace): what the page spent, whatever else the machine ran */
  readonly cpuPerUpdateMs: Spread | null;
  /** its two parts: feed bytes -> commit (script, React), and the frame (style, layout, paint) */
  readonly cpuScriptMs: Spread | null;
  readonly cpuFrameMs: Spread | null;
  /** where the frames' CPU time went, per update on average, by the renderer's step names (the largest) */
  readonly frameStepsMs: Readonly<Record<string, number>> | null;
  readonly latencyMs: Spread;
  /** Chromium's task time over the flood / entries (clock ticks and everything else included) */
  readonly taskTimePerEntryMs: number;
  readonly longFrames: number;
  readonly longestFrameMs: number;
  /** 1-minute load average of the machine at the start and at the end */
  readonly loadAverage: { readonly before: number; readonly after: number; readonly cores: number };
}

const EXTRA = 1_000;
const topSteps = (byName: Record<string, number>, updates: number): Record<string, number> =>
  Object.fromEntries(
    Object.entries(byName)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([name, ms]) => [name, Math.round((ms / Math.max(1, updates)) * 100) / 100]),
  );
const LIST_LABEL = 'Commentary, newest first';
const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
const spread = (values: readonly number[]): Spread => {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return { p50: round(quantile(sorted, 0.5)), p95: round(quantile(sorted, 0.95)), max: round(sorted.at(-1) ?? NaN) };
};

export async function runCommentaryBench(): Promise<CommentaryFigures> {
  const loadBefore = loadavg()[0]!;
  const servers = await startBenchServers(
    {},
    { MATCH_LIVE_EXTRA_COMMENTARY: String(EXTRA), MATCH_REPLAY_SPEED: '150', MATCH_LIVE_OFFSET_MIN: '0' },
  );
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    // a laptop's screen (the software rasteriser's cost grows with its area)
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript(installCommentaryProbe, LIST_LABEL);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const taskSeconds = async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
    await page.goto(`${servers.siteUrl}/match/t1-live`);
    const list = page.getByRole('list', { name: LIST_LABEL });
    await list.waitFor();
    // the commentary's heading at the top of the screen: new entries arrive there and are shown at
    // once, as for a fan reading it (the list itself soon grows taller than the screen)
    await page
      .getByRole('heading', { level: 2, name: 'Commentary' })
      .evaluate((h) => h.scrollIntoView({ block: 'start' }));
    await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing', 'devtools.timeline'] });
    const before = await taskSeconds();
    // the page holds the newest lines only (earlier ones on request): the newest sequence counts them
    const newest = async () => Number(await list.locator('li').first().getAttribute('data-sequence'));
    const newestBefore = await newest();
    // until full time is on screen (or two minutes, whichever first)
    try {
      await list.locator('li[data-kind="full-time"]').waitFor({ timeout: 120_000 });
    } catch (e) {
      const shown = await list.locator('li').count();
      const pending = await page
        .getByRole('button', { name: /new updates?$/ })
        .textContent()
        .catch(() => null);
      throw new Error(
        `full time never reached the commentary: ${shown} entries shown, pending: ${pending}; ${String(e)}`,
      );
    }
    // the last frame's paint is recorded a moment after the entry is in the DOM
    await page.waitForTimeout(250);
    const after = await taskSeconds();
    const entries = await newest();
    const inPage = await list.locator('li').count();
    const probe = await page.evaluate(readProbe, SYNC_MARK);
    const cpu = cpuClockFromTrace(await browser.stopTracing(), probe.syncAtMs);
    const feed = (await (
      await fetch(`${servers.standInUrl}/match-data/matches/t1-live/events?after=0`, {
        headers: { accept: 'application/json' },
      })
    ).json()) as { events: { sequence: number; publishedAt: string }[] };
    const published = new Map(feed.events.map((e) => [String(e.sequence), Date.parse(e.publishedAt)]));
    const measured = Object.entries(probe.timings);
    return {
      entries,
      inPage,
      updates: measured.length,
      costPerUpdateMs: spread(measured.map(([, t]) => t.committed - t.received + (t.painted - t.frame))),
      cpuPerUpdateMs: cpu?.threadTimes
        ? spread(measured.map(([, t]) => cpu.cpuWithin(t.received, t.committed) + cpu.cpuWithin(t.frame, t.painted)))
        : null,
      cpuScriptMs: cpu?.threadTimes ? spread(measured.map(([, t]) => cpu.cpuWithin(t.received, t.committed))) : null,
      cpuFrameMs: cpu?.threadTimes ? spread(measured.map(([, t]) => cpu.cpuWithin(t.frame, t.painted))) : null,
      frameStepsMs: cpu?.threadTimes
        ? topSteps(cpu.stepsWithin(measured.map(([, t]) => [t.frame, t.painted] as const)), measured.length)
        : null,
      latencyMs: spread(
        measured
          .filter(([seq]) => published.has(seq))
          .map(([seq, t]) => probe.timeOrigin + t.painted - published.get(seq)!),
      ),
      taskTimePerEntryMs: ((after - before) * 1000) / Math.max(1, entries - newestBefore),
      longFrames: probe.longFrames.length,
      longestFrameMs: Math.max(0, ...probe.longFrames),
      loadAverage: { before: loadBefore, after: loadavg()[0]!, cores: availableParallelism() },
    };
  } finally {
    await browser.close();
    await servers.stop();
  }
}

export function commentaryTable(f: CommentaryFigures): string {
  const ok = (ms: number) => (ms <= 16 ? '✔' : '!');
  const ms = (s: Spread) => `p50 ${s.p50} ms, p95 ${s.p95} ms, max ${s.max} ms`;
  return [
    `commentary entries: ${f.entries} (1,000 extra commentary lines), ${f.inPage} of them in the page; ${f.updates} updates measured`,
    `${ok(f.costPerUpdateMs.p95)} cost per update (feed bytes -> React commit, + that frame's style/layout/paint): ${ms(f.costPerUpdateMs)}`,
    ...(f.cpuPerUpdateMs
      ? [`${ok(f.cpuPerUpdateMs.p95)} the same in main-thread CPU time (trace): ${ms(f.cpuPerUpdateMs)}`]
      : ['  (no thread times in the trace: CPU per update not measured)']),
    ...(f.cpuScriptMs && f.cpuFrameMs
      ? [`    of which feed -> commit ${ms(f.cpuScriptMs)}; the frame ${ms(f.cpuFrameMs)}`]
      : []),
    ...(f.frameStepsMs
      ? [
          `    the frame's steps, mean ms per update: ${Object.entries(f.frameStepsMs)
            .map(([n, v]) => `${n} ${v}`)
            .join(', ')}`,
        ]
      : []),
    `  event-to-screen latency (published -> frame painted): ${ms(f.latencyMs)}`,
    `  Chromium task time per entry over the flood (clock ticks included): ${f.taskTimePerEntryMs.toFixed(2)} ms`,
    `  long animation frames (> 50 ms): ${f.longFrames}${f.longFrames ? `, longest ${f.longestFrameMs.toFixed(0)} ms` : ''}`,
    `  load average (1 min) ${f.loadAverage.before.toFixed(2)} -> ${f.loadAverage.after.toFixed(2)} on ${f.loadAverage.cores} cores`,
  ].join('\n');
}
