/**
 * `npm run bench -- --edge-only`: what the edge cache changes, over loopback. The edge as
 * `npm run start:edge` runs it (Varnish, two site server instances, the stand-in), measured with
 * autocannon through the cache and straight at one instance, for:
 *   - a cached page (the home page: the cache's copy, or the instance's own page cache);
 *   - an uncached article (a query never asked before: a render at an instance either way; the
 *     instances run without their page cache here, so no address is ever reused);
 *   - the 404 page (the instance renders it every time; the cache keeps it 60 s);
 * at 50 and 500 connections, BENCH_EDGE_SECONDS (10) each. With each run through the cache, what
 * reached the instances (Varnish's backend requests). Load generator, cache and instances share
 * the host's cores: the load average is recorded with the figures.
 */
import { mkdtempSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startEdgeStack, type EdgeStack } from '../edge/edge-stack';
import { freePort, pickSeededPaths } from './bench-servers';

export interface EdgeThroughputRow {
  readonly page: string;
  readonly path: string;
  readonly via: 'cache' | 'direct';
  readonly connections: number;
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  /** answers with another status than the page's own (200, or 404 for the 404 page) */
  readonly unexpected: number;
  /** every status answered, with its count */
  readonly statuses: Readonly<Record<string, number>>;
  readonly errors: number;
  /** requests that reached an instance, through the cache (null direct) */
  readonly originRequests: number | null;
}

export interface EdgeThroughput {
  readonly seconds: number;
  readonly rows: readonly EdgeThroughputRow[];
  readonly loadAverage: { readonly before: number; readonly after: number; readonly cores: number };
}

interface Target {
  readonly page: string;
  readonly path: string;
  readonly status: number;
  /** a query never asked before on every request */
  readonly unique: boolean;
}

async function measure(
  edge: EdgeStack,
  url: string,
  via: 'cache' | 'direct',
  target: Target,
  connections: number,
  seconds: number,
): Promise<EdgeThroughputRow> {
  let n = 0;
  const before = via === 'cache' ? await edge.counters() : null;
  const r = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': 'br, gzip', accept: 'text/html' },
    requests: [
      {
        method: 'GET',
        path: target.path,
        ...(target.unique
          ? {
              setupRequest: (req: { path: string }) => ({
                ...req,
                path: `${target.path}?bench=${via}-${connections}-${n++}`,
              }),
            }
          : {}),
      },
    ],
  });
  const after = via === 'cache' ? await edge.counters() : null;
  const expected = r.statusCodeStats?.[String(target.status)]?.count ?? 0;
  const answered = Object.values(r.statusCodeStats ?? {}).reduce((sum, s) => sum + s.count, 0);
  return {
    page: target.page,
    path: target.path,
    via,
    connections,
    requestsPerSecond: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    unexpected: answered - expected,
    statuses: Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([code, s]) => [code, s.count])),
    errors: r.errors + r.timeouts,
    originRequests: before && after ? (after['MAIN.backend_req'] ?? 0) - (before['MAIN.backend_req'] ?? 0) : null,
  };
}

async function allInRotation(edge: EdgeStack) {
  const until = Date.now() + 30_000;
  while (!(await edge.inRotation()).every(Boolean)) {
    if (Date.now() > until) throw new Error('the instances did not come back into the rotation');
    await new Promise((r) => setTimeout(r, 250));
  }
}

export async function runEdgeThroughput(
  seconds = Number(process.env.BENCH_EDGE_SECONDS ?? 10) || 10,
): Promise<EdgeThroughput> {
  const loadBefore = loadavg()[0]!;
  const [site, services, one, two, standIn] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const edge = await startEdgeStack({
    ports: { site, services, instances: [one, two], standIn },
    workDir: mkdtempSync(join(tmpdir(), 'uzfc-bench-edge-')),
    standInEnv: { STAND_IN_DATA_DIR: mkdtempSync(join(tmpdir(), 'uzfc-bench-edge-sso-')) },
  });
  const cacheUrl = edge.siteUrl.replace('//localhost:', '//127.0.0.1:');
  const directUrl = `http://127.0.0.1:${one}`;
  const rows: EdgeThroughputRow[] = [];
  const run = async (target: Target) => {
    for (const connections of [50, 500])
      for (const [via, url] of [
        ['direct', directUrl],
        ['cache', cacheUrl],
      ] as const) {
        const row = await measure(edge, url, via, target, connections, seconds);
        console.log(
          `  ${row.page}, ${row.via}, ${connections} connections: ${row.requestsPerSecond} req/s, p99 ${row.p99Ms} ms`,
        );
        rows.push(row);
      }
  };
  try {
    const { article } = await pickSeededPaths(cacheUrl);
    const cached: Target = { page: 'cached page', path: '/', status: 200, unique: false };
    const notFound: Target = { page: '404 page', path: '/no-such-page-for-the-bench', status: 404, unique: false };
    // first asked once each way, so "cached" is cached
    for (const t of [cached, notFound]) for (const url of [directUrl, cacheUrl]) await fetch(`${url}${t.path}`);
    await run(cached);
    await run(notFound);
    // the instances again without their own page cache: every article request is a render
    await Promise.all(edge.instances.map((i) => i.kill('SIGKILL')));
    await Promise.all(edge.instances.map((i) => i.start({ UZFC_PAGE_CACHE_MS: '0' })));
    await allInRotation(edge);
    await run({ page: 'uncached article', path: article, status: 200, unique: true });
  } finally {
    await edge.stop();
  }
  return { seconds, rows, loadAverage: { before: loadBefore, after: loadavg()[0]!, cores: availableParallelism() } };
}

const otherStatuses = (r: EdgeThroughputRow) =>
  Object.entries(r.statuses)
    .filter(([code]) => code !== (r.page === '404 page' ? '404' : '200'))
    .map(([code, n]) => `${n} x ${code}`)
    .join(', ');

export function edgeThroughputTable(t: EdgeThroughput): string {
  return [
    `| page | via | connections | req/s | p50 ms | p99 ms | reached an instance | other status | errors |`,
    '|---|---|---|---|---|---|---|---|---|',
    ...t.rows.map(
      (r) =>
        `| ${r.page} (${r.path}) | ${r.via} | ${r.connections} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.originRequests ?? 'all'} | ${r.unexpected ? `${r.unexpected} (${otherStatuses(r)})` : 0} | ${r.errors} |`,
    ),
    `${t.seconds} s each; load average (1 min) ${t.loadAverage.before.toFixed(2)} -> ${t.loadAverage.after.toFixed(2)} on ${t.loadAverage.cores} cores`,
  ].join('\n');
}
