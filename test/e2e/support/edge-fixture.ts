/**
 * The edge journeys' own stack, as `npm run start:edge` runs it (scripts/edge/edge-stack.ts):
 * Varnish with the repository's policy, two site server instances, the stand-in with its fault
 * controls on. One per worker; the journeys kill, stop and restart its instances.
 *
 * Pages live 10 s here (s-maxage=10, stale-while-revalidate=5, stale-if-error a day) instead of
 * 60 s + 10 min, so a journey sees a page go past its stale window in seconds; the rest of the
 * policy is the production one.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect } from '@playwright/test';
import { edgePorts } from '../../../playwright.config';
import { startEdgeStack, type EdgeStack } from '../../../scripts/edge/edge-stack';

export const EDGE_PAGE_CACHE_CONTROL = 'public, s-maxage=10, stale-while-revalidate=5, stale-if-error=86400';
/** past both: only stale-if-error keeps a page */
export const EDGE_PAGE_STALE_AFTER_MS = 15_500;
/** how long the stand-in holds an answer under a 'timeout' fault (then 504) */
export const EDGE_FAULT_HOLD_MS = 2_500;

export const test = base.extend<object, { edge: EdgeStack }>({
  edge: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use) => {
      const stack = await startEdgeStack({
        ports: edgePorts,
        workDir: mkdtempSync(join(tmpdir(), 'uzfc-e2e-edge-')),
        instanceEnv: { UZFC_PAGE_CACHE_CONTROL: EDGE_PAGE_CACHE_CONTROL, UZFC_TIMEOUT_MS: '6000' },
        standInEnv: {
          STAND_IN_CONTROLS: '1',
          STAND_IN_TIMEOUT_FAULT_MS: String(EDGE_FAULT_HOLD_MS),
          STAND_IN_DATA_DIR: mkdtempSync(join(tmpdir(), 'uzfc-e2e-edge-sso-')),
        },
      });
      await use(stack);
      await stack.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});
export { expect };

/** every instance running and back in the cache's rotation */
export async function everyInstanceInRotation(edge: EdgeStack): Promise<void> {
  for (const instance of edge.instances) await instance.start();
  await expect
    .poll(async () => await edge.inRotation(), {
      message: 'every instance healthy in the cache',
      timeout: 20_000,
    })
    .toEqual(edge.instances.map(() => true));
}

/** every instance out of the cache's rotation (its health check failed) */
export async function noInstanceInRotation(edge: EdgeStack): Promise<void> {
  await expect
    .poll(async () => await edge.inRotation(), {
      message: 'every instance sick in the cache',
      timeout: 20_000,
    })
    .toEqual(edge.instances.map(() => false));
}

/** makes one stand-in service misbehave (its controls listen on loopback only) */
export async function setEdgeFault(service: string, kind: 'none' | 'timeout'): Promise<void> {
  const r = await fetch(`http://127.0.0.1:${edgePorts.standIn}/__control/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ service, kind }),
  });
  if (!r.ok) throw new Error(`stand-in refused fault ${service}=${kind}: ${r.status}`);
}

export interface Sent {
  readonly url: string;
  readonly startedAt: number;
  readonly endedAt: number;
  /** the status, or 0 when no answer came (a cut connection, a reset) */
  readonly status: number;
}

/**
 * Steady load through the cache until stop(): `connections` loops, each asking for an address
 * the cache must fetch (a page with a query it has never seen: a render at an instance) and then
 * one it holds, in turn. Every request is recorded with when it started and ended.
 */
export function loadThroughCache(siteUrl: string, connections: number) {
  const sent: Sent[] = [];
  let running = true;
  let n = 0;
  const loop = async (c: number) => {
    while (running) {
      n += 1;
      const url = n % 2 === 0 ? `${siteUrl}/news?load=${c}-${n}` : `${siteUrl}/`;
      const startedAt = Date.now();
      const status = await fetch(url, {
        headers: { 'accept-encoding': 'br, gzip' },
        signal: AbortSignal.timeout(20_000),
      })
        .then(async (r) => {
          await r.arrayBuffer();
          return r.status;
        })
        .catch(() => 0);
      sent.push({ url, startedAt, endedAt: Date.now(), status });
    }
  };
  const loops = Array.from({ length: connections }, (_, c) => loop(c));
  return {
    sent,
    async stop() {
      running = false;
      await Promise.all(loops);
      return sent;
    },
  };
}

export const failed = (s: Sent) => s.status === 0 || s.status >= 500;
export const inFlightAt = (sent: readonly Sent[], at: number) =>
  sent.filter((s) => s.startedAt <= at && s.endedAt >= at);
