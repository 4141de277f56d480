/**
 * `npm run bench -- --soak-only`: the site server for BENCH_SOAK_MINUTES (10) at a moderate,
 * steady load (BENCH_SOAK_RATE, 40 requests a second over 10 connections, loopback), to see that
 * nothing in it grows without bound. The mix, in turn on every connection: the home page, the news
 * listing, an article and a content page (the instance's page cache), /matches and /videos, the
 * article with a query never asked before (a render, and one more page to keep), a 404 (a render),
 * a sign-in refresh without a session (401), the health check.
 * The server carries the process probe (process-probe.ts): RSS and heap after a collection at the
 * start (after a 30 s warm-up), the middle and the end, and the event-loop delay over each half and
 * the whole. It "grows" when the heap or RSS at the end exceeds the middle's by more than 10% and
 * 10 MB (memory-growth.ts): whatever fills up to a bound has filled by the middle.
 */
import { mkdtempSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { pickSeededPaths, startBenchServers } from './bench-servers';
import { markOf, mb, memoryOf, memoryText, probeArgs, probeSamples, type MemoryFigure } from './probe-reader';
import type { LoopDelay } from './process-probe';
import { stillGrowing } from './memory-growth';

export interface SoakFigures {
  readonly minutes: number;
  readonly rate: number;
  readonly requests: number;
  readonly errors: number;
  /** answers that were not what the address gives (5xx, or a status its kind never has) */
  readonly unexpected: number;
  readonly memory: { readonly start: MemoryFigure; readonly middle: MemoryFigure; readonly end: MemoryFigure };
  /** the highest RSS between the marks (no collection forced) */
  readonly peakRssMb: number;
  readonly loopDelay: { readonly firstHalf: LoopDelay; readonly secondHalf: LoopDelay; readonly whole: LoopDelay };
  readonly stillGrowing: readonly string[];
  readonly loadAverage: { readonly before: number; readonly after: number; readonly cores: number };
}

export async function runSoak(
  minutes = Number(process.env.BENCH_SOAK_MINUTES ?? 10) || 10,
  rate = Number(process.env.BENCH_SOAK_RATE ?? 40) || 40,
): Promise<SoakFigures> {
  const loadBefore = loadavg()[0]!;
  const probeFile = join(mkdtempSync(join(tmpdir(), 'uzfc-soak-')), 'site.jsonl');
  const servers = await startBenchServers({ PROCESS_PROBE_FILE: probeFile }, {}, { siteNodeArgs: probeArgs() });
  const sitePid = servers.sitePid!;
  try {
    const { article, contentPage } = await pickSeededPaths(servers.siteUrl);
    let n = 0;
    const unique = (path: string) => (req: { path: string }) => ({ ...req, path: path.replace('{n}', String(n++)) });
    const mix = [
      { method: 'GET', path: '/' },
      { method: 'GET', path: '/news' },
      { method: 'GET', path: article },
      { method: 'GET', path: contentPage },
      { method: 'GET', path: '/matches' },
      { method: 'GET', path: '/videos' },
      { method: 'GET', path: article, setupRequest: unique(`${article}?soak={n}`) },
      { method: 'GET', path: '/missing', setupRequest: unique('/no-such-page-{n}') },
      { method: 'POST', path: '/auth/refresh', headers: { origin: servers.siteUrl } },
      { method: 'GET', path: '/healthz' },
    ];
    const load = async (seconds: number) => {
      const r = await autocannon({
        url: servers.siteUrl.replace('//localhost:', '//127.0.0.1:'),
        connections: 10,
        overallRate: rate,
        duration: seconds,
        headers: { 'accept-encoding': 'br, gzip', accept: 'text/html' },
        requests: mix,
      });
      const count = (status: string) => r.statusCodeStats?.[status]?.count ?? 0;
      const total = Object.values(r.statusCodeStats ?? {}).reduce((sum, s) => sum + s.count, 0);
      // 200 pages, the 404s and the refreshes without a session (401): anything else is unexpected
      return { total, errors: r.errors + r.timeouts, unexpected: total - count('200') - count('404') - count('401') };
    };
    await load(30);
    const start = await markOf(sitePid, probeFile);
    const half = Math.round((minutes * 60) / 2);
    const first = await load(half);
    const middle = await markOf(sitePid, probeFile);
    const second = await load(half);
    const end = await markOf(sitePid, probeFile);
    const ticks = probeSamples(probeFile).filter((s) => s.kind === 'tick' && s.at >= start.at && s.at <= end.at);
    return {
      minutes,
      rate,
      requests: first.total + second.total,
      errors: first.errors + second.errors,
      unexpected: first.unexpected + second.unexpected,
      memory: { start: memoryOf(start), middle: memoryOf(middle), end: memoryOf(end) },
      peakRssMb: mb(Math.max(0, ...ticks.map((t) => t.rss))),
      loopDelay: { firstHalf: middle.sinceMark, secondHalf: end.sinceMark, whole: end.sinceFirstMark },
      stillGrowing: stillGrowing([
        { name: 'heap', middle: middle.heapUsed, end: end.heapUsed },
        { name: 'array buffers', middle: middle.arrayBuffers, end: end.arrayBuffers },
        { name: 'RSS', middle: middle.rss, end: end.rss },
      ]),
      loadAverage: { before: loadBefore, after: loadavg()[0]!, cores: availableParallelism() },
    };
  } finally {
    await servers.stop();
  }
}

export function soakTable(f: SoakFigures): string {
  const m = memoryText;
  const d = (x: LoopDelay) => `p50 ${x.p50Ms} ms, p99 ${x.p99Ms} ms, max ${x.maxMs} ms`;
  return [
    `${f.minutes} min at ${f.rate} req/s: ${f.requests} requests, ${f.unexpected} unexpected answers, ${f.errors} errors`,
    `  memory after a collection: start ${m(f.memory.start)}; middle ${m(f.memory.middle)}; end ${m(f.memory.end)}; highest RSS ${f.peakRssMb} MB`,
    `  event-loop delay: first half ${d(f.loopDelay.firstHalf)}; second half ${d(f.loopDelay.secondHalf)}; whole ${d(f.loopDelay.whole)}`,
    f.stillGrowing.length
      ? `  ✘ still growing: ${f.stillGrowing.join('; ')}`
      : '  ✔ nothing grew from the middle to the end',
    `  load average (1 min) ${f.loadAverage.before.toFixed(2)} -> ${f.loadAverage.after.toFixed(2)} on ${f.loadAverage.cores} cores`,
  ].join('\n');
}
