/**
 * What `npm run start:edge` runs, as data: the stand-in services, N site server instances and
 * Varnish in front of both, with their ports, commands and settings, and the VCL it writes.
 * Run by scripts/start-edge.ts (supervised), and by the journeys and the bench (edge-stack.ts).
 *
 *   browser ──> Varnish :site ────> site server instance 1..N  (round robin, health-checked)
 *          └──> Varnish :services ─> the stand-in (the club's services)
 *   instances ─────────────────────> Varnish :services (their service calls go the same way)
 */
import { join } from 'node:path';
import { errorPageHtml } from '../../app/server/error-page';
import { edgeVcl, findVarnishProgram, VARNISH_MISSING, varnishdArgs } from './varnish-config';

export interface EdgePorts {
  /** the public site: Varnish */
  readonly site: number;
  /** the public services: Varnish */
  readonly services: number;
  /** the site server instances (two or more for a real rotation) */
  readonly instances: readonly number[];
  /** the stand-in itself, behind Varnish */
  readonly standIn: number;
}

export interface EdgePlanOptions {
  readonly ports: EdgePorts;
  /** where Varnish keeps its working directory and the VCL written for this start */
  readonly workDir: string;
  /** where every process listens (loopback) */
  readonly host?: string;
  /** Varnish's memory for cached objects (default 256m) */
  readonly cacheSize?: string;
  /** settings for every instance (UZFC_*; the origins below are set here) */
  readonly instanceEnv?: NodeJS.ProcessEnv;
  /** settings for the stand-in (STAND_IN_*, MATCH_*) */
  readonly standInEnv?: NodeJS.ProcessEnv;
  readonly asRoot?: boolean;
}

export interface ProcessSpec {
  readonly name: string;
  readonly command: string;
  readonly args: readonly string[];
  readonly env: NodeJS.ProcessEnv;
  /** answers 200 when it is ready */
  readonly readyUrl: string;
}

export interface EdgePlan {
  readonly siteUrl: string;
  readonly servicesUrl: string;
  readonly standIn: ProcessSpec;
  readonly instances: readonly ProcessSpec[];
  readonly varnish: ProcessSpec;
  /** the top-level VCL to write before Varnish starts */
  readonly vcl: { readonly path: string; readonly text: string };
  /** varnishd's working directory: varnishadm -n, varnishstat -n, varnishlog -n */
  readonly varnishWorkDir: string;
}

/**
 * On SIGTERM an instance says `draining` on its health check this long before it stops accepting:
 * longer than the policy's health check takes to notice (3 failed checks a second apart), so
 * Varnish has stopped sending it requests by then.
 */
export const EDGE_DRAIN_NOTICE_MS = 5_000;

/** node's own flags (not --watch), and tsx unless they load it already */
const tsx = (script: string) => {
  const flags = process.execArgv.filter((a) => a !== '--watch');
  const loadsTsx = flags.some((a, i) => a === 'tsx' && flags[i - 1] === '--import');
  return [...flags, ...(loadsTsx ? [] : ['--import', 'tsx']), script];
};

export function planEdge(o: EdgePlanOptions): EdgePlan {
  if (o.ports.instances.length === 0) throw new Error('the edge needs at least one site instance');
  const varnishd = findVarnishProgram('varnishd');
  if (!varnishd) throw new Error(VARNISH_MISSING);
  const host = o.host ?? '127.0.0.1';
  const siteUrl = `http://localhost:${o.ports.site}`;
  const servicesUrl = `http://localhost:${o.ports.services}`;
  const at = (port: number) => `http://${host}:${port}`;
  const vclPath = join(o.workDir, 'edge.vcl');
  const varnishWorkDir = join(o.workDir, 'varnish');

  const standIn: ProcessSpec = {
    name: 'stand-in',
    command: process.execPath,
    args: tsx('stand-in/server.ts'),
    env: {
      ...process.env,
      ...o.standInEnv,
      PORT: String(o.ports.standIn),
      // its CORS and sign-in redirects trust the public site (both spellings of this machine)
      STAND_IN_SITE_ORIGIN: [siteUrl, siteUrl.replace('//localhost:', '//127.0.0.1:')].join(','),
    },
    readyUrl: `${at(o.ports.standIn)}/`,
  };
  const instances = o.ports.instances.map((port, i): ProcessSpec => ({
    name: `site-${i + 1}`,
    command: process.execPath,
    args: tsx('app/server/node-entry.ts'),
    env: {
      ...process.env,
      UZFC_DRAIN_NOTICE_MS: String(EDGE_DRAIN_NOTICE_MS),
      ...o.instanceEnv,
      PORT: String(port),
      HOST: host,
      // the public origins: what the pages link to and what their CSP allows
      UZFC_SITE_ORIGIN: siteUrl,
      UZFC_STAND_IN_ORIGIN: servicesUrl,
    },
    readyUrl: `${at(port)}/healthz`,
  }));
  const vcl = edgeVcl({
    instances: o.ports.instances.map((port) => ({ host, port })),
    services: { host, port: o.ports.standIn },
    unavailablePage: errorPageHtml(503),
  });
  const varnish: ProcessSpec = {
    name: 'varnish',
    command: varnishd,
    args: varnishdArgs({
      workDir: varnishWorkDir,
      vclFile: vclPath,
      host,
      sitePort: o.ports.site,
      servicesPort: o.ports.services,
      storage: o.cacheSize ?? '256m',
      asRoot: o.asRoot ?? process.getuid?.() === 0,
    }),
    env: process.env,
    // answered by an instance through the cache (never cached): the whole path works
    readyUrl: `${at(o.ports.site)}/healthz`,
  };
  return { siteUrl, servicesUrl, standIn, instances, varnish, vcl: { path: vclPath, text: vcl }, varnishWorkDir };
}

/** Polls a URL until it answers 200, or fails after timeoutMs (or when `gone()` says the process died). */
export async function waitForOk(url: string, timeoutMs = 60_000, gone: () => string | null = () => null) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const why = gone();
    if (why) throw new Error(why);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}
