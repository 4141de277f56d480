/**
 * `npm run bench -- --feed-only`: the live match's feed with FEED_SUBSCRIBERS (2,000) fans on it
 * at once, at the match-data service (the stand-in plays the vendor), over loopback.
 *   - the stand-in replays the live match from 10', 15 match minutes a minute, with 150 extra
 *     commentary lines: an event every 1.5 s or so, for about six minutes (the process probe in it,
 *     process-probe.ts);
 *   - 2,000 subscribers in a process of their own (feed-subscribers.ts) arrive, open its
 *     server-sent events and note when each event arrives against its publication time;
 *   - once they are all there, one fan's Chromium shows the match centre through the site server
 *     for FEED_WINDOW_SECONDS (90), and the commentary probe notes when each entry is on screen:
 *     event-to-screen, publication -> the frame that shows it painted (same machine, same clock);
 *   - the service's memory (RSS and heap, each after a collection) idle, with every subscriber
 *     connected, at the highest RSS while they watch, and once they have all gone; its event-loop
 *     delay and CPU time per delivery while they watch.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { mkdtempSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { processCpuMs, startBenchServers } from './bench-servers';
import { installCommentaryProbe, readProbe } from './commentary-probe';
import type { LoopDelay } from './process-probe';
import { markOf, mb, memoryOf, memoryText, probeArgs, probeSamples, type MemoryFigure } from './probe-reader';
import type { SubscriberMessage, SubscriberReport } from './feed-subscribers';
import { SYNC_MARK } from './trace-cpu';

export interface FeedFigures {
  readonly subscribers: SubscriberReport;
  /** publication -> painted, in one fan's match centre */
  readonly eventToScreenMs: {
    readonly entries: number;
    readonly p50: number;
    readonly p99: number;
    readonly max: number;
  };
  readonly serviceMemory: {
    readonly idle: MemoryFigure;
    readonly allConnected: MemoryFigure;
    readonly peakRssMb: number;
    readonly afterDisconnect: MemoryFigure;
  };
  readonly serviceLoopDelay: LoopDelay;
  /** the service's CPU time over the match, per live delivery (the host's other load does not move it) */
  readonly serviceCpuUsPerDelivery: number | null;
  readonly loadAverage: { readonly before: number; readonly after: number; readonly cores: number };
}

const LIST_LABEL = 'Commentary, newest first';
/** how long 2,000 fans may take to arrive (on a host busy with other work, a while) */
const CONNECT_WITHIN_MS = 180_000;
/** how long one fan's match centre is watched once they are all there */
const WINDOW_MS = Number(process.env.FEED_WINDOW_SECONDS ?? 90) * 1_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** what a child has said over IPC, kept, so a message sent before anyone waited for it is not lost */
function inboxOf(child: ChildProcess): (kind: SubscriberMessage['kind']) => Promise<SubscriberMessage> {
  const said: SubscriberMessage[] = [];
  const waiting = new Set<() => void>();
  child.on('message', (m: SubscriberMessage) => {
    said.push(m);
    for (const wake of [...waiting]) wake();
  });
  return (kind) =>
    new Promise((resolve) => {
      const look = () => {
        const m = said.find((x) => x.kind === kind);
        if (!m) return;
        waiting.delete(look);
        resolve(m);
      };
      waiting.add(look);
      look();
    });
}

function within<T>(ms: number, work: Promise<T>, why: string | (() => string)): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>(
      (_, reject) => (timer = setTimeout(() => reject(new Error(typeof why === 'string' ? why : why())), ms)),
    ),
  ]).finally(() => clearTimeout(timer));
}

const spread = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { p50: Math.round(at(0.5)), p99: Math.round(at(0.99)), max: Math.round(sorted.at(-1) ?? NaN) };
};

export async function runFeedBench(
  subscriberCount = Number(process.env.FEED_SUBSCRIBERS ?? 2_000),
): Promise<FeedFigures> {
  const loadBefore = loadavg()[0]!;
  const probeFile = join(mkdtempSync(join(tmpdir(), 'uzfc-feed-')), 'stand-in.jsonl');
  const servers = await startBenchServers(
    {},
    {
      MATCH_LIVE_EXTRA_COMMENTARY: '150',
      MATCH_REPLAY_SPEED: '15',
      MATCH_LIVE_OFFSET_MIN: '10',
      PROCESS_PROBE_FILE: probeFile,
    },
    { standInNodeArgs: probeArgs() },
  );
  const standInPid = servers.standInPid!;
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  let subscribers: ChildProcess | undefined;
  try {
    const idle = await markOf(standInPid, probeFile);
    subscribers = fork(resolve('scripts/bench/feed-subscribers.ts'), [], {
      execArgv: ['--import', 'tsx'],
      env: {
        ...process.env,
        FEED_URL: `${servers.standInUrl.replace('//localhost:', '//127.0.0.1:')}/match-data/matches/t1-live/events`,
        FEED_SUBSCRIBERS: String(subscriberCount),
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const message = inboxOf(subscribers);
    let last = 'nothing';
    subscribers.on('message', (m: SubscriberMessage) => {
      if (m.kind === 'progress')
        last = `${m.connected} connected, ${m.reconnects} reconnects ${JSON.stringify(m.reasons)}`;
    });
    subscribers.on('exit', (code) => (last = `the subscribers' process exited (${code})`));
    await within(
      CONNECT_WITHIN_MS,
      message('connected'),
      () => `not every subscriber connected within ${CONNECT_WITHIN_MS / 1000} s: ${last}`,
    );
    const connected = await markOf(standInPid, probeFile);
    const cpuBefore = processCpuMs(standInPid);

    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript(installCommentaryProbe, LIST_LABEL);
    await page.goto(`${servers.siteUrl}/match/t1-live`);
    const list = page.getByRole('list', { name: LIST_LABEL });
    await list.waitFor({ timeout: 60_000 });
    await page
      .getByRole('heading', { level: 2, name: 'Commentary' })
      .evaluate((h) => h.scrollIntoView({ block: 'start' }));
    await sleep(WINDOW_MS);
    const probe = await page.evaluate(readProbe, SYNC_MARK);
    const during = await markOf(standInPid, probeFile);
    const cpuAfter = processCpuMs(standInPid);

    subscribers.send('stop');
    const report = (
      (await within(30_000, message('report'), 'the subscribers did not report')) as Extract<
        SubscriberMessage,
        { kind: 'report' }
      >
    ).report;
    await page.close();
    await sleep(3_000);
    const after = await markOf(standInPid, probeFile);

    const feed = (await (
      await fetch(`${servers.standInUrl}/match-data/matches/t1-live/events?after=0`, {
        headers: { accept: 'application/json' },
      })
    ).json()) as { events: { sequence: number; publishedAt: string }[] };
    const published = new Map(feed.events.map((e) => [String(e.sequence), Date.parse(e.publishedAt)]));
    const onScreen = Object.entries(probe.timings)
      .filter(([seq]) => published.has(seq))
      .map(([seq, t]) => probe.timeOrigin + t.painted - published.get(seq)!);
    const ticks = probeSamples(probeFile).filter((s) => s.kind === 'tick' && s.at >= connected.at && s.at <= during.at);
    return {
      subscribers: report,
      eventToScreenMs: { entries: onScreen.length, ...spread(onScreen) },
      serviceMemory: {
        idle: memoryOf(idle),
        allConnected: memoryOf(connected),
        peakRssMb: mb(Math.max(connected.rss, ...ticks.map((t) => t.rss))),
        afterDisconnect: memoryOf(after),
      },
      serviceLoopDelay: during.sinceMark,
      serviceCpuUsPerDelivery:
        cpuBefore === null || cpuAfter === null || report.deliveries === 0
          ? null
          : Math.round(((cpuAfter - cpuBefore) * 1000) / report.deliveries),
      loadAverage: { before: loadBefore, after: loadavg()[0]!, cores: availableParallelism() },
    };
  } finally {
    if (subscribers && subscribers.exitCode === null) subscribers.kill('SIGKILL');
    await browser.close();
    await servers.stop();
  }
}

export function feedTable(f: FeedFigures): string {
  const m = memoryText;
  const s = f.subscribers;
  return [
    `subscribers: ${s.connected} of ${s.subscribers} connected, ${s.reconnects} streams opened again${s.reconnects ? ` ${JSON.stringify(s.reconnectReasons)}` : ''}; ${s.deliveries} live deliveries, ${s.eventsPerSubscriber.min}-${s.eventsPerSubscriber.max} events each`,
    `  publication -> arrival at the subscribers: p50 ${s.latencyMs.p50} ms, p99 ${s.latencyMs.p99} ms, max ${s.latencyMs.max} ms`,
    `  event-to-screen in a fan's match centre (${f.eventToScreenMs.entries} entries): p50 ${f.eventToScreenMs.p50} ms, p99 ${f.eventToScreenMs.p99} ms, max ${f.eventToScreenMs.max} ms`,
    `  the service's memory: idle ${m(f.serviceMemory.idle)}; ${s.subscribers} connected ${m(f.serviceMemory.allConnected)}; highest RSS during the match ${f.serviceMemory.peakRssMb} MB; after they left ${m(f.serviceMemory.afterDisconnect)}`,
    `  the service's event-loop delay during the match: p50 ${f.serviceLoopDelay.p50Ms} ms, p99 ${f.serviceLoopDelay.p99Ms} ms, max ${f.serviceLoopDelay.maxMs} ms; its CPU time per live delivery ${f.serviceCpuUsPerDelivery ?? 'n/a'} µs`,
    `  load average (1 min) ${f.loadAverage.before.toFixed(2)} -> ${f.loadAverage.after.toFixed(2)} on ${f.loadAverage.cores} cores`,
  ].join('\n');
}
