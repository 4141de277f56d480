/**
 * `npm run start:edge` (after `npm run build`): the site as production runs it, behind a shared
 * HTTP cache (docs/cdn.md). Varnish from Debian's package in front of EDGE_INSTANCES site server
 * instances and of the stand-in services, configured from scripts/edge/varnish/uzfc.vcl. Every
 * process is supervised as `npm start` does it (restarted with back-off; an instance stopped with
 * SIGTERM drains first, then comes back). Ctrl+C stops them all.
 *   PORT (8080)            the public site, through the cache
 *   STAND_IN_PORT (4010)   the public services, through the cache
 *   EDGE_INSTANCES (2)     site server instances, on PORT+1, PORT+2...
 *   EDGE_CACHE_SIZE (256m) the cache's memory
 * The stand-in itself listens on STAND_IN_PORT+1. Purge: `npm run edge:purge -- /news` (docs/cdn.md).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { planEdge, waitForOk, type ProcessSpec } from './edge/edge-plan';
import { stopAllOnSignal, supervise, type SupervisedProcess } from './start/supervise';

const sitePort = Number(process.env.PORT ?? 8080);
const servicesPort = Number(process.env.STAND_IN_PORT ?? 4010);
const instanceCount = Math.max(1, Number(process.env.EDGE_INSTANCES ?? 2) || 2);
const workDir = join(tmpdir(), `uzfc-edge-${sitePort}`);

const plan = planEdge({
  ports: {
    site: sitePort,
    services: servicesPort,
    instances: Array.from({ length: instanceCount }, (_, i) => sitePort + 1 + i),
    standIn: servicesPort + 1,
  },
  workDir,
  ...(process.env.EDGE_CACHE_SIZE ? { cacheSize: process.env.EDGE_CACHE_SIZE } : {}),
});
mkdirSync(workDir, { recursive: true, mode: 0o755 });
writeFileSync(plan.vcl.path, plan.vcl.text, { mode: 0o644 });

const children: SupervisedProcess[] = [];
// an instance drains before it stops (UZFC_DRAIN_NOTICE_MS, then what is in flight)
const run = (spec: ProcessSpec, stopTimeoutMs?: number) =>
  children.push(
    supervise({
      name: spec.name,
      command: spec.command,
      args: spec.args,
      env: spec.env,
      ...(stopTimeoutMs ? { stopTimeoutMs } : {}),
    }),
  );

stopAllOnSignal(children, 'Stopping the cache, the site instances and the stand-in...');

run(plan.standIn);
for (const instance of plan.instances) run(instance, 20_000);
// the cache starts once its origins answer, so its first requests find them
await Promise.all([plan.standIn, ...plan.instances].map((spec) => waitForOk(spec.readyUrl, 120_000)));
run(plan.varnish);
await waitForOk(plan.varnish.readyUrl, 60_000);

console.log(`UZFC site, through the cache:      ${plan.siteUrl}`);
console.log(`Services, through the cache:       ${plan.servicesUrl}`);
console.log(
  `Site instances (round robin):       ${plan.instances.map((i) => i.readyUrl.replace('/healthz', '')).join(', ')}`,
);
console.log(`Varnish's working directory:        ${plan.varnishWorkDir} (varnishadm -n, varnishlog -n)`);
console.log('Purge:                             npm run edge:purge -- /news  (--prefix /news, --all)');
console.log('Press Ctrl+C to stop.');
