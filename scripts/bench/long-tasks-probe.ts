/**
 * Where a page's main-thread time goes while it loads and hydrates: every top-level task
 * over a threshold, with the functions that held it (inclusive time from a sampling CPU
 * profile at 100 us), so a long task can be split where it is long.
 *
 *   node --import tsx scripts/bench/long-tasks-probe.ts /matches /live
 *
 * Function names are readable from an unminified build beside the real one:
 *   npx vite build --minify false --outDir dist-profile
 *   npx vite build --ssr app/server/render/entry-server.ts --outDir dist-profile/server --minify false
 *   DIST_DIR=dist-profile node --import tsx scripts/bench/long-tasks-probe.ts /matches
 * LONG_TASK_REPEAT=5 loads each path five times and prints only the blocking time of each run
 * and their median (to compare two builds: DIST_DIR=...). LONG_TASK_MS (12) is the shortest task listed; LONG_TASK_FRAMES and LONG_TASK_OURS how many
 * functions are listed per task (all, and the site's own); LONG_TASK_UNDER=renderRootSync counts
 * only the samples under that function (which components a synchronous re-render went through).
 * LONG_TASK_LIGHTHOUSE=1 probes the page load Lighthouse itself makes (mobile settings, its trace).
 * LONG_TASK_SLOWDOWN=8 charges blocking time at the bench's calibrated slowdown instead of 4x.
 * Every run also prints the script CPU time before the app marked itself interactive and
 * the main thread's CPU time after the first paint (every task, any length:
 * what removing work lowers); LONG_TASK_SUMMARY=1 lists the functions that spent it (inclusive),
 * and LONG_TASK_REPEAT_CPU=1 makes LONG_TASK_REPEAT compare that instead of the blocking time.
 *
 * Starts the built site (DIST_DIR, default dist) and the stand-in, loads each path in Debian's
 * Chromium (no throttling: Lighthouse multiplies these durations by 4 on a simulated phone),
 * waits for hydration and a quiet second, and prints the tasks.
 */
import { chromium, type CDPSession } from '@playwright/test';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { INTERACTIVE_MARK } from '../../ui/shared/scheduling/early-presses';
import { startBenchServers } from './bench-servers';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  cat?: string;
  args?: { name?: string; data?: { url?: string; functionName?: string }; beginData?: { url?: string } };
}

/** the page's own HTML parsing: Chromium's WebUI renderer parses chrome:// pages in the same trace */
const isPageParse = (e: TraceEvent) => e.name === 'ParseHTML' && /^https?:/.test(e.args?.beginData?.url ?? '');
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

// the CPU slowdown blocking time is charged at (the bench's calibrated multiplier on this host: 4x
// is Lighthouse's default); a task blocks once its time times the slowdown passes 50 ms
const slowdown = Number(process.env.LONG_TASK_SLOWDOWN ?? 4) || 4;
// the main thread's script events (evaluation, compilation, calls from tasks, microtasks)
const SCRIPT_EVENTS = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'FunctionCall',
  'RunMicrotasks',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
]);
const threshold = Number(process.env.LONG_TASK_MS ?? Math.min(12, 50 / slowdown));
const paths = process.argv.slice(2).filter((a) => a.startsWith('/'));

function frameName(n: ProfileNode): string {
  // a trace's profile chunks leave out what is empty (no address for V8's own frames)
  const file = (n.callFrame.url ?? '').split('/').pop() ?? '';
  return `${n.callFrame.functionName || '(anonymous)'} ${file}:${(n.callFrame.lineNumber ?? 0) + 1}`;
}

type Collected = { events: TraceEvent[]; profile: Profile | undefined };

/** a page load in Playwright's Chromium (a phone-sized window), traced and CPU-profiled at 100 us */
async function collectWithPlaywright(siteUrl: string, path: string): Promise<Collected> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    const page = await context.newPage();
    const cdp: CDPSession = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'loading',
        'toplevel',
        'v8.execute',
        'blink.user_timing',
        'disabled-by-default-devtools.timeline',
      ],
    });
    await cdp.send('Profiler.start');
    await page.goto(`${siteUrl}${path}`, { waitUntil: 'load' });
    await page
      .waitForSelector('html[data-hydrated]', { timeout: 15_000 })
      .catch(() => console.log('  (never hydrated)'));
    await page.waitForTimeout(1500);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    return { events: trace.traceEvents, profile };
  } finally {
    await browser.close();
  }
}

/**
 * LONG_TASK_LIGHTHOUSE=1: the page load Lighthouse itself makes (mobile, its own tracing), with
 * V8's sampling profiler added to its trace, so the tasks listed are the ones it charges.
 */
async function collectWithLighthouse(siteUrl: string, path: string): Promise<Collected> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const result = await lighthouse(`${siteUrl}${path}`, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
      additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler',
    } as never);
    const artifacts = result?.artifacts as unknown as { Trace?: { traceEvents: TraceEvent[] } } | undefined;
    const events = artifacts?.Trace?.traceEvents ?? [];
    const tbt = result?.lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN;
    console.log(
      `  Lighthouse: performance ${Math.round((result?.lhr.categories.performance?.score ?? 0) * 100)}, TBT ${Math.round(tbt)} ms`,
    );
    return { events, profile: profileFromChunks(events) };
  } finally {
    chrome.kill();
  }
}

/** the renderer's sampling profile as the trace carries it (Profile and ProfileChunk events) */
function profileFromChunks(events: TraceEvent[]): Profile | undefined {
  type Chunk = {
    id?: string;
    pid: number;
    args?: {
      data?: { startTime?: number; cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] };
    };
  };
  const parse = events.find(isPageParse);
  const starts = (events as unknown as (Chunk & { name: string })[]).filter(
    (e) => e.name === 'Profile' && (!parse || e.pid === parse.pid),
  );
  const start = starts[0];
  if (!start) return undefined;
  const chunks = (events as unknown as (Chunk & { name: string })[]).filter(
    (e) => e.name === 'ProfileChunk' && e.id === start.id && e.pid === start.pid,
  );
  const nodes = new Map<number, ProfileNode>();
  const samples: number[] = [];
  const timeDeltas: number[] = [];
  for (const c of chunks) {
    for (const n of c.args?.data?.cpuProfile?.nodes ?? []) nodes.set(n.id, { ...n, children: [] });
    samples.push(...(c.args?.data?.cpuProfile?.samples ?? []));
    timeDeltas.push(...(c.args?.data?.timeDeltas ?? []));
  }
  // chunks name each node's parent, not its children
  for (const n of nodes.values()) {
    const parent = (n as ProfileNode & { parent?: number }).parent;
    if (parent !== undefined) nodes.get(parent)?.children?.push(n.id);
  }
  const startTime = start.args?.data?.startTime ?? 0;
  return { nodes: [...nodes.values()], startTime, endTime: startTime, samples, timeDeltas };
}

async function probe(siteUrl: string, path: string, verbose: boolean): Promise<number> {
  const log = verbose ? console.log : () => {};
  const { events, profile } =
    process.env.LONG_TASK_LIGHTHOUSE === '1'
      ? await collectWithLighthouse(siteUrl, path)
      : await collectWithPlaywright(siteUrl, path);
  {
    const main = events.find(
      (e) =>
        e.ph === 'M' &&
        e.name === 'thread_name' &&
        e.args?.name === 'CrRendererMain' &&
        events.some((x) => x.pid === e.pid && isPageParse(x)),
    );
    if (!main) throw new Error('no renderer main thread in the trace');
    const onMain = (e: TraceEvent) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X';
    // Playwright's own scripts (an EvaluateScript with no address) are not the page's work
    const probeWork = events.filter((e) => onMain(e) && e.name === 'EvaluateScript' && !e.args?.data?.url);
    const tasks = events
      .filter(
        (e) =>
          onMain(e) &&
          e.name === 'RunTask' &&
          (e.dur ?? 0) / 1000 >= threshold &&
          !probeWork.some((w) => w.ts >= e.ts && w.ts < e.ts + e.dur!),
      )
      .sort((a, b) => a.ts - b.ts);
    const nav = events.find((e) => e.name === 'navigationStart' && e.pid === main.pid)?.ts ?? tasks[0]?.ts ?? 0;
    // Lighthouse counts blocking time from the first contentful paint
    const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid)?.ts ?? nav;
    // sample timestamps (same clock as the trace)
    const nodes = profile?.nodes ?? [];
    const byId = new Map(nodes.map((n) => [n.id, n]));
    const parent = new Map<number, number>();
    for (const n of nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    let t = profile?.startTime ?? 0;
    const samples = (profile?.samples ?? []).map((id, i) => ({ id, ts: (t += profile!.timeDeltas[i]!) }));
    let total = 0;
    log(
      `\n${path}: tasks >= ${threshold} ms on the main thread (ms after navigation start, duration; first contentful paint @${((fcp - nav) / 1000).toFixed(0)})`,
    );
    for (const task of tasks) {
      const end = task.ts + task.dur!;
      // LONG_TASK_UNDER=renderRootSync: only the samples with that function on their stack
      const under = process.env.LONG_TASK_UNDER;
      const hasAncestor = (id: number, name: string) => {
        for (let at: number | undefined = id; at !== undefined; at = parent.get(at))
          if (byId.get(at)!.callFrame.functionName === name) return true;
        return false;
      };
      const inside = samples.filter((s) => s.ts >= task.ts && s.ts < end && (!under || hasAncestor(s.id, under)));
      const inclusive = new Map<string, number>();
      for (const s of inside) {
        const seen = new Set<string>();
        for (let id: number | undefined = s.id; id !== undefined; id = parent.get(id)) {
          const name = frameName(byId.get(id)!);
          if (seen.has(name) || name.startsWith('(root)')) continue;
          seen.add(name);
          inclusive.set(name, (inclusive.get(name) ?? 0) + 1);
        }
      }
      const children = events
        .filter(
          (e) =>
            e.pid === main.pid &&
            e.tid === main.tid &&
            e.ph === 'X' &&
            e.ts >= task.ts &&
            e.ts < end &&
            e !== task &&
            (e.dur ?? 0) > 2000 &&
            e.name !== 'RunTask',
        )
        .map(
          (e) =>
            `${e.name}${e.args?.data?.url ? ` ${e.args.data.url.split('/').pop()}` : ''}${e.args?.data?.functionName ? ` ${e.args.data.functionName}` : ''} ${(e.dur! / 1000).toFixed(1)}`,
        );
      // the main thread's own CPU time (tdur) where the trace has it: a busy machine stretches
      // wall time, not this, so two builds compare on one machine at different moments
      const ms = (task.tdur ?? task.dur!) / 1000;
      // Lantern's simulated phone: the CPU `slowdown` times slower, a task that laid the page out half that
      const laidOut = events.some((e) => onMain(e) && e.name === 'Layout' && e.ts >= task.ts && e.ts < end);
      if (task.ts >= fcp) total += Math.max(0, ms * (laidOut ? slowdown / 2 : slowdown) - 50);
      log(
        `  @${((task.ts - nav) / 1000).toFixed(0)} ${ms.toFixed(1)} ms (wall ${(task.dur! / 1000).toFixed(1)})  [${children.slice(0, 6).join(' | ')}]`,
      );
      const top = [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.LONG_TASK_FRAMES ?? 14));
      for (const [name, n] of top) log(`      ${((n / inside.length) * 100).toFixed(0).padStart(3)}%  ${name}`);
      // the site's own functions (components, view models, use cases): where the time is ours
      const ours = [...inclusive]
        .filter(
          ([name]) =>
            !/ (react|router|rolldown-runtime|preload-helper|zod|valtio)[-\w]*\.js:/.test(name) &&
            !/^\(/.test(name) &&
            / \S+\.js:/.test(name),
        )
        .sort((a, b) => b[1] - a[1])
        .slice(0, Number(process.env.LONG_TASK_OURS ?? 12));
      if (ours.length)
        log(
          `      ours: ${ours.map(([name, n]) => `${name.split(' ')[0]} ${((n / inside.length) * 100).toFixed(0)}%`).join(', ')}`,
        );
    }
    log(
      `  blocking after the first paint at ${slowdown}x (half for layout), as Lighthouse's simulation charges it, roughly: ${total.toFixed(0)} ms`,
    );
    // all the main thread's work after the first paint, whatever the length of its tasks: what
    // removing work (not splitting it) lowers; thread time, so a busy host stretches it little
    const afterPaint = events.filter((e) => onMain(e) && e.name === 'RunTask' && e.ts >= fcp);
    const cpuAfterPaint = afterPaint.reduce((sum, e) => sum + (e.tdur ?? e.dur!) / 1000, 0);
    log(`  main-thread CPU after the first paint, every task: ${cpuAfterPaint.toFixed(0)} ms`);
    // the JavaScript run before the app marked itself interactive (thread time, the outermost
    // script events only): what a static part that is not rendered again to hydrate removes
    const mark = events.find((e) => e.pid === main.pid && e.name === INTERACTIVE_MARK);
    const scripts = events.filter((e) => onMain(e) && SCRIPT_EVENTS.has(e.name) && (!mark || e.ts < mark.ts));
    const outermost = scripts.filter(
      (e) => !scripts.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur! >= e.ts + e.dur!),
    );
    const jsBeforeInteractive = outermost.reduce((sum, e) => sum + (e.tdur ?? e.dur!) / 1000, 0);
    log(
      mark
        ? `  script CPU before interactive (@${((mark.ts - nav) / 1000).toFixed(0)}): ${jsBeforeInteractive.toFixed(0)} ms (${(jsBeforeInteractive * slowdown).toFixed(0)} ms on the ${slowdown}x phone)`
        : '  script CPU before interactive: never marked interactive',
    );
    if (process.env.LONG_TASK_SUMMARY === '1') {
      // the site's functions by inclusive time over every sample after the first paint
      const spent = new Map<string, number>();
      let previous = samples[0]?.ts ?? 0;
      for (const s of samples) {
        const ms = (s.ts - previous) / 1000;
        previous = s.ts;
        if (s.ts < fcp) continue;
        const seen = new Set<string>();
        for (let id: number | undefined = s.id; id !== undefined; id = parent.get(id)) {
          const name = frameName(byId.get(id)!);
          if (seen.has(name)) continue;
          seen.add(name);
          spent.set(name, (spent.get(name) ?? 0) + ms);
        }
      }
      const top = [...spent]
        .filter(([name]) => / \S+\.js:/.test(name) && !/^\(/.test(name))
        .sort((a, b) => b[1] - a[1])
        .slice(0, Number(process.env.LONG_TASK_OURS ?? 40));
      log(`  inclusive ms after the first paint, by function:`);
      for (const [name, ms] of top) log(`    ${ms.toFixed(1).padStart(6)}  ${name}`);
    }
    return process.env.LONG_TASK_REPEAT_CPU === '1' ? cpuAfterPaint : total;
  }
}

const servers = await startBenchServers(
  process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {},
  {},
  { background: process.env.LONG_TASK_NICE !== '0' },
);
try {
  // LONG_TASK_REPEAT=5: each path five times, the blocking time of each run and their median
  const repeat = Math.max(1, Number(process.env.LONG_TASK_REPEAT ?? 1) || 1);
  for (const path of paths) {
    const totals: number[] = [];
    for (let i = 0; i < repeat; i++) totals.push(await probe(servers.siteUrl, path, repeat === 1));
    if (repeat > 1)
      console.log(
        `${path}: ${process.env.LONG_TASK_REPEAT_CPU === '1' ? 'CPU after the first paint' : 'blocking'} ${totals.map((t) => t.toFixed(0)).join(', ')} ms; median ${[...totals].sort((a, b) => a - b)[Math.floor((totals.length - 1) / 2)]!.toFixed(0)} ms`,
      );
  }
} finally {
  await servers.stop();
}
