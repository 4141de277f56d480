/**
 * Server throughput over loopback with autocannon, bounded (10 s, 10 connections):
 * an article page rendered on every request (a unique query string defeats the site
 * server's page cache) and the home page as this instance serves it from its page
 * cache. Both as a browser asks: gzip/brotli accepted.
 */
import autocannon from 'autocannon';

export interface Throughput { name: string; path: string; requestsPerSecond: number; p99Ms: number; non2xx: number; errors: number }

async function measure(name: string, siteUrl: string, path: string, unique: boolean, durationS: number): Promise<Throughput> {
  let n = 0;
  const r = await autocannon({
    url: siteUrl, connections: 10, duration: durationS,
    headers: { 'accept-encoding': 'br, gzip', accept: 'text/html' },
    requests: [{ method: 'GET', path, ...(unique ? { setupRequest: (req: { path: string }) => ({ ...req, path: `${path}?bench=${n++}` }) } : {}) }],
  });
  return { name, path, requestsPerSecond: Math.round(r.requests.average), p99Ms: r.latency.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts };
}

export async function runThroughput(siteUrl: string, articlePath: string, durationS = 10): Promise<Throughput[]> {
  return [
    await measure('article, rendered every request', siteUrl, articlePath, true, durationS),
    await measure('home, from the page cache', siteUrl, '/', false, durationS),
  ];
}

export function throughputTable(rows: readonly Throughput[]): string {
  return ['| request | req/s | p99 ms | non-2xx | errors |', '|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.name} (${r.path}) | ${r.requestsPerSecond} | ${r.p99Ms} | ${r.non2xx} | ${r.errors} |`)].join('\n');
}
