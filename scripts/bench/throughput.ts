/**
 * Server throughput over loopback with autocannon, bounded (10 s, 10 connections):
 * an article page rendered on every request (a unique query string defeats the site
 * server's page cache) and the home page as this instance serves it from its page
 * cache. Both as a browser asks: gzip/brotli accepted.
 *
 * Requests per second are bounded by the load generator as much as by the server: autocannon
 * decodes every response body into a string, so a larger page gets fewer req/s from a server
 * doing the same work, and the machine's other load moves them. The site server's own CPU time
 * per request is the figure for what the server spends.
 */
import autocannon from 'autocannon';

export interface Throughput {
  name: string;
  path: string;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  /** the site server's CPU milliseconds per answered request (null where unknown) */
  siteCpuMsPerRequest: number | null;
}

/** the site server's CPU time so far (BenchServers.siteCpuMs) */
export type CpuClock = () => number | null;

async function measure(
  name: string,
  siteUrl: string,
  path: string,
  unique: boolean,
  durationS: number,
  siteCpu: CpuClock,
): Promise<Throughput> {
  let n = 0;
  const cpuBefore = siteCpu();
  const r = await autocannon({
    url: siteUrl,
    connections: 10,
    duration: durationS,
    headers: { 'accept-encoding': 'br, gzip', accept: 'text/html' },
    requests: [
      {
        method: 'GET',
        path,
        ...(unique ? { setupRequest: (req: { path: string }) => ({ ...req, path: `${path}?bench=${n++}` }) } : {}),
      },
    ],
  });
  const cpuAfter = siteCpu();
  const siteCpuMsPerRequest =
    cpuBefore === null || cpuAfter === null || !r.requests.total
      ? null
      : Math.round(((cpuAfter - cpuBefore) / r.requests.total) * 1000) / 1000;
  return {
    name,
    path,
    requestsPerSecond: Math.round(r.requests.average),
    p99Ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    siteCpuMsPerRequest,
  };
}

export async function runThroughput(
  siteUrl: string,
  articlePath: string,
  durationS = 10,
  siteCpu: CpuClock = () => null,
): Promise<Throughput[]> {
  return [
    await measure('article, rendered every request', siteUrl, articlePath, true, durationS, siteCpu),
    await measure('home, from the page cache', siteUrl, '/', false, durationS, siteCpu),
  ];
}

export function throughputTable(rows: readonly Throughput[]): string {
  return [
    '| request | req/s | p99 ms | site CPU ms/request | non-2xx | errors |',
    '|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.name} (${r.path}) | ${r.requestsPerSecond} | ${r.p99Ms} | ${r.siteCpuMsPerRequest ?? 'n/a'} | ${r.non2xx} | ${r.errors} |`,
    ),
  ].join('\n');
}
