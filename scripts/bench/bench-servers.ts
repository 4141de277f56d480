/**
 * The built site server and the stand-in as separate processes on free ports, as
 * `npm start` runs them, so the load generator never shares an event loop with the
 * server it measures.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';

export interface BenchServers {
  siteUrl: string;
  standInUrl: string;
  sitePid: number | undefined;
  standInPid: number | undefined;
  /** CPU milliseconds the site server process has used so far (null where the system does not say) */
  siteCpuMs(): number | null;
  /** the site server process's resident memory, MB (null where the system does not say) */
  siteRssMb(): number | null;
  stop(): Promise<void>;
}

/** user + system CPU time of a process, from Linux's /proc (clock ticks of 10 ms) */
export function processCpuMs(pid: number | undefined): number | null {
  const fields = procStatFields(pid);
  return fields ? (Number(fields[11]) + Number(fields[12])) * 10 : null;
}

/**
 * A process's /proc/<pid>/stat fields after its name (state, parent, ..., user and system
 * time at 11 and 12); the name is in parentheses and may hold spaces and ')', so the fields
 * start after the last one. Null when the process is gone or the system has no /proc.
 */
export function procStatFields(pid: number | undefined): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** resident memory of a process, MB, from Linux's /proc */
function processRssMb(pid: number | undefined): number | null {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, name: string): Promise<void> {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${name} did not answer ${url}`);
}

function start(script: string, env: NodeJS.ProcessEnv, nodeArgs: readonly string[] = []): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', ...nodeArgs, script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

/**
 * `background`: the servers run at a lower CPU priority (nice 10). On this 2-core machine the
 * browser being measured shares the cores with the site server and the stand-in answering its
 * requests; a phone does not share its CPU with the club's servers, so where the page's own
 * main-thread time is measured (Lighthouse, the long-task probe) the servers give way to it.
 */
export async function startBenchServers(
  extraSiteEnv: NodeJS.ProcessEnv = {},
  extraStandInEnv: NodeJS.ProcessEnv = {},
  {
    background = false,
    siteNodeArgs = [],
    standInNodeArgs = [],
  }: {
    background?: boolean;
    /** node's own arguments for each (a probe to --import, --expose-gc...) */
    siteNodeArgs?: readonly string[];
    standInNodeArgs?: readonly string[];
  } = {},
): Promise<BenchServers> {
  const [sitePort, standInPort] = [await freePort(), await freePort()];
  const siteUrl = `http://localhost:${sitePort}`;
  const standInUrl = `http://localhost:${standInPort}`;
  const standIn = start(
    'stand-in/server.ts',
    {
      PORT: String(standInPort),
      STAND_IN_SITE_ORIGIN: siteUrl,
      STAND_IN_DATA_DIR: mkdtempSync(join(tmpdir(), 'uzfc-bench-sso-')),
      ...extraStandInEnv,
    },
    standInNodeArgs,
  );
  const site = start(
    'app/server/node-entry.ts',
    {
      PORT: String(sitePort),
      UZFC_STAND_IN_ORIGIN: standInUrl,
      UZFC_SITE_ORIGIN: siteUrl,
      ...extraSiteEnv,
    },
    siteNodeArgs,
  );
  if (background)
    for (const child of [site, standIn]) {
      try {
        if (child.pid) setPriority(child.pid, 10);
      } catch {
        /* not allowed here: measured as it is */
      }
    }
  const stop = async () => {
    await Promise.all(
      [site, standIn].map(
        (c) =>
          new Promise<void>((done) => {
            if (c.exitCode !== null) return done();
            c.once('exit', () => done());
            c.kill('SIGTERM');
          }),
      ),
    );
  };
  try {
    await waitFor(`${standInUrl}/`, standIn, 'stand-in');
    await waitFor(`${siteUrl}/healthz`, site, 'site server');
  } catch (e) {
    await stop();
    throw e;
  }
  return {
    siteUrl,
    standInUrl,
    sitePid: site.pid,
    standInPid: standIn.pid,
    siteCpuMs: () => processCpuMs(site.pid),
    siteRssMb: () => processRssMb(site.pid),
    stop,
  };
}

/** a real article, content page, finished match, team and player, read from the site's own sitemap and pages (seeded content) */
export async function pickSeededPaths(
  siteUrl: string,
): Promise<{ article: string; contentPage: string; matchCentre: string; team: string; player: string }> {
  const xml = await (await fetch(`${siteUrl}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const article = paths.find((p) => /^\/news\/[\w-]+$/.test(p));
  const sections = new Set(['news', 'videos', 'live', 'matches', 'teams']);
  const contentPage = paths.find((p) => p !== '/' && !sections.has(p.split('/')[1]!));
  const links = async (path: string, pattern: RegExp) =>
    [...(await (await fetch(`${siteUrl}${path}`)).text()).matchAll(pattern)].map((m) => m[1]!);
  // a played match, from the results (the live one's commentary keeps arriving, which is its own
  // benchmark); the fixtures list comes first on /matches, so its first link is a match still to come
  const matchCentre = (await links('/matches?show=played', /href="(\/match\/[^"?]+)"/g)).find(
    (p) => !/-(live|next)/.test(p),
  );
  // the first team listed, and the first player of its squad
  const team = (await links('/teams', /href="(\/teams\/[^"?#]+)"/g))[0];
  const player = team ? (await links(team, /href="(\/players\/[^"?#]+)"/g))[0] : undefined;
  if (!article || !contentPage || !matchCentre || !team || !player)
    throw new Error(
      'the sitemap lists no article or no content page, /matches no match or /teams no team with a player: is the stand-in seeded?',
    );
  return { article, contentPage, matchCentre, team, player };
}
