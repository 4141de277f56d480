/**
 * A core of its own for the measured page's main thread, while Lighthouse measures it.
 *
 * Lighthouse's simulated throttling charges the phone each main-thread task's wall time on the
 * host, times the calibrated CPU slowdown (Lantern's CPU nodes are the trace's task durations).
 * On a 2-core host that wall time is not the page's alone: during a page load Chromium's browser
 * process (the DevTools traffic, the screenshots of the filmstrip), its compositor in the GPU
 * process, the renderer's own raster and IO threads, Lighthouse and the two servers all want the
 * same two cores, and the main thread waits for one in the middle of its tasks. Traced on 28 Nov
 * 2026 (match centre): the main thread's tasks after the first paint took 777 ms of wall time for
 * 445 ms of its own CPU, while the browser's main thread and the compositor used about 300 ms of
 * CPU each. The blocking time Lighthouse computed from those stretched tasks swung 105-948 ms
 * between loads of one page, and the calibration cannot correct it: benchmarkIndex is measured
 * on a quiet page. A phone runs its main thread on a core the harness does not share.
 *
 * So while the Lighthouse step runs, the page's main thread (the main thread of every renderer of
 * web pages of the Chromium the step started: the page's, the calibration's) is the only thread on the last core, and everything
 * else the step starts (the bench itself and with it Chromium's other processes, each renderer's
 * other threads, the servers) runs on the others. Lighthouse itself is unchanged: it still charges
 * wall time, now the main thread's own. docs/decisions/0024-a-core-for-the-page.md has the
 * figures before and after.
 *
 * One core only (or no `taskset`): nothing is reserved and the step says so.
 * BENCH_PAGE_CORE=0 turns it off (to compare).
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { procStatFields } from './bench-servers';

const run = promisify(execFile);

/** how often new renderers and their threads are looked for (a renderer starts per navigation) */
const WATCH_MS = 5;

/** which core the page's main thread gets, and the cores for everything else; null when there is one */
export function splitCores(cpus: readonly number[]): { page: number; rest: number[] } | null {
  const sorted = [...new Set(cpus)].sort((a, b) => a - b);
  if (sorted.length < 2) return null;
  return { page: sorted[sorted.length - 1]!, rest: sorted.slice(0, -1) };
}

/** Linux's cpu list ("0-3,5" in /proc/<pid>/status, taskset's -c) as cores, and back */
export function parseCpuList(list: string): number[] {
  const cores: number[] = [];
  for (const part of list.trim().split(',').filter(Boolean)) {
    const [from, to] = part.split('-').map(Number) as [number, number | undefined];
    if (!Number.isInteger(from)) continue;
    const last = to === undefined ? from : to;
    for (let c = from; Number.isInteger(last) && c <= last; c++) cores.push(c);
  }
  return cores;
}
export const cpuList = (cores: readonly number[]): string => cores.join(',');

/** one argument in a cmdline, separated by NUL or (once renamed) by spaces; built once, read every 5 ms */
const arg = (name: string) => new RegExp(`(^|[\\s\\0])${name}(?=[\\s\\0=]|$)`);
const RENDERER = arg('--type=renderer');
const WEBUI = arg('--top-chrome-webui');
const EXTENSION = arg('--extension-process');
/**
 * a Chromium renderer for web pages, from its /proc cmdline (arguments separated by NUL, or by
 * spaces once a process forked from Chromium's zygote has renamed itself); not Chromium's own
 * interface (headless keeps a WebUI renderer) nor an extension's
 */
export const isPageRenderer = (cmdline: string): boolean =>
  RENDERER.test(cmdline) && !WEBUI.test(cmdline) && !EXTENSION.test(cmdline);

/** the parent of a process (its stat's field after the state) */
const parentOf = (pid: number): number | undefined => {
  const parent = Number(procStatFields(pid)?.[1]);
  return Number.isInteger(parent) ? parent : undefined;
};
/** whether `pid` was started by `ancestor` (a renderer is the browser's zygote's child: a few levels) */
const descendsFrom = (pid: number, ancestor: number): boolean => {
  for (let at = parentOf(pid), depth = 0; at && at > 1 && depth < 8; at = parentOf(at), depth++)
    if (at === ancestor) return true;
  return false;
};

/** the cores a process may run on (its Cpus_allowed_list) */
export const cpusAllowed = (pid: number | 'self'): number[] => {
  const line = /Cpus_allowed_list:\s*(\S+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return line ? parseCpuList(line) : [];
};

/** threads (by id) to one set of cores; a thread gone meanwhile is fine */
async function pin(tids: readonly number[], cores: readonly number[], allThreads = false): Promise<void> {
  if (tids.length === 0) return;
  const flag = allThreads ? '-a -p' : '-p';
  // one shell for the lot: a process per thread would be the harness's work on the cores it frees
  const script = tids.map((t) => `taskset ${flag} -c ${cpuList(cores)} ${t} >/dev/null 2>&1`).join('; ');
  await run('sh', ['-c', `${script}; true`]);
}

export interface PageCore {
  /** one line for the bench's output: which core, or why none */
  readonly description: string;
  /** whether a core was reserved */
  readonly reserved: boolean;
  /** renderers whose main thread ran on the page core so far */
  renderers(): number;
  /** every process back on every core */
  release(): Promise<void>;
}

const none = (why: string): PageCore => ({
  description: `page core: none (${why}); the page's main thread shares the cores with the harness`,
  reserved: false,
  renderers: () => 0,
  release: async () => {},
});

/**
 * Reserves the last core for renderers' main threads. `pids`: processes already running that
 * move to the other cores with all their threads (the servers); the bench's own process moves
 * too, and with it every Chromium launched after this call.
 */
export async function reservePageCore(pids: readonly (number | undefined)[]): Promise<PageCore> {
  if (process.env.BENCH_PAGE_CORE === '0') return none('BENCH_PAGE_CORE=0');
  const all = cpusAllowed('self');
  const split = splitCores(all);
  if (!split) return none(`${all.length} core`);
  try {
    await run('taskset', ['-p', String(process.pid)]);
  } catch {
    return none('no taskset');
  }
  const ours = [process.pid, ...pids.filter((p): p is number => typeof p === 'number')];
  await pin(ours, split.rest, true);

  const renderers = new Set<number>();
  // processes that are not Chromium's are read once; Chromium's are read again until they say
  // what they are (a renderer is forked from the zygote and renames itself just after)
  const others = new Set<number>();
  const placed = new Set<number>();
  let busy = false;
  const look = async () => {
    if (busy) return;
    busy = true;
    try {
      const page: number[] = [];
      const rest: number[] = [];
      for (const entry of readdirSync('/proc')) {
        const pid = Number(entry);
        if (!Number.isInteger(pid) || pid <= 0) continue;
        if (others.has(pid)) continue;
        if (!renderers.has(pid)) {
          let cmdline = '';
          try {
            cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
          } catch {
            continue;
          }
          if (!isPageRenderer(cmdline)) {
            if (!/chrom/i.test(cmdline) || RENDERER.test(cmdline)) others.add(pid);
            continue;
          }
          // only the Chromium this step started (not a journey's or a test's elsewhere on the machine)
          if (!descendsFrom(pid, process.pid)) {
            others.add(pid);
            continue;
          }
          renderers.add(pid);
        }
        // the main thread (its id is the process's) on the page core; every other thread,
        // including those it starts later (they inherit its core), on the rest
        let tids: number[] = [];
        try {
          tids = readdirSync(`/proc/${pid}/task`).map(Number);
        } catch {
          continue;
        }
        for (const tid of tids) {
          if (placed.has(tid)) continue;
          placed.add(tid);
          (tid === pid ? page : rest).push(tid);
        }
      }
      await pin(page, [split.page]);
      await pin(rest, split.rest);
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void look(), WATCH_MS);
  await look();
  return {
    description: `page core: core ${split.page} for the page's main thread, cores ${cpuList(split.rest)} for everything else (Chromium's other threads, the servers, Lighthouse)`,
    reserved: true,
    renderers: () => renderers.size,
    async release() {
      clearInterval(timer);
      await pin(ours, all, true);
    },
  };
}
