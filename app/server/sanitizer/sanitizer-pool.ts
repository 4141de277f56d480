/**
 * Node only: sanitises service HTML in worker threads, so the site server's main thread
 * never waits for it. DOMPurify over jsdom costs about 2 ms per KB; on the main thread one
 * 3 MB article held every request for 10 s (the health check included), a 290 KB one for
 * about 1 s. The page's render waits for its own body (React's use, in SafeHtml) while the
 * server answers everyone else.
 *
 * A job goes to the worker with the fewest waiting. A worker that crashes, or takes longer
 * than `timeoutMs` over one job, is ended and its jobs refused; the next job starts a new
 * one. A refused job is sanitised on the main thread by the caller (sanitize-html.ts):
 * never unsanitised, at worst slow. Workers start on first use, end after five minutes with
 * nothing to do (a worker with jsdom holds about 130 MB) and never keep the process alive.
 */
import { Worker } from 'node:worker_threads';
import type { SanitizeAnswer } from './sanitize-messages';

/**
 * Bodies from this size go to a worker; shorter ones (nearly every real article: a few KB) are
 * sanitised on the main thread (about 2 ms per KB, so at most ~100 ms, once per body: results are
 * remembered), with no worker kept or started for them (a cold worker takes a second or more).
 */
export const OFF_THREAD_FROM_CHARS = 50_000;

export interface SanitizerPool {
  sanitize(html: string): Promise<string>;
  /** ends every worker (their jobs are refused) */
  close(): Promise<void>;
}

export interface SanitizerPoolOptions {
  /** worker threads (default 1: one large body at a time is the case; the main thread stays free) */
  readonly size?: number;
  /** one job longer than this ends its worker (default 30 s) */
  readonly timeoutMs?: number;
  readonly log?: (message: string) => void;
  /** a worker with no job this long ends (default five minutes) */
  readonly idleMs?: number;
  /** the worker's module (default sanitize-worker.ts next to this file) */
  readonly workerUrl?: URL;
}

interface Job {
  readonly resolve: (clean: string) => void;
  readonly reject: (error: Error) => void;
  readonly timer: ReturnType<typeof setTimeout>;
}

interface Running {
  readonly worker: Worker;
  readonly jobs: Map<number, Job>;
  idle?: ReturnType<typeof setTimeout>;
}

/**
 * The site server runs TypeScript through tsx (`node --import tsx`), which a worker does not
 * inherit: the worker registers it, then loads its module.
 */
function startWorker(url: URL): Worker {
  const code = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(url.href)}); })`;
  return new Worker(code, { eval: true });
}

export function createSanitizerPool(options: SanitizerPoolOptions = {}): SanitizerPool {
  const size = Math.max(1, options.size ?? 1);
  const timeoutMs = options.timeoutMs ?? 30_000;
  const idleMs = options.idleMs ?? 5 * 60_000;
  const log = options.log ?? ((message: string) => console.error(`[site] ${message}`));
  const url = options.workerUrl ?? new URL('./sanitize-worker.ts', import.meta.url);
  const running: (Running | null)[] = Array.from({ length: size }, () => null);
  let nextId = 0;

  function end(slot: number, why: string) {
    const r = running[slot];
    if (!r) return;
    running[slot] = null;
    clearTimeout(r.idle);
    for (const job of r.jobs.values()) {
      clearTimeout(job.timer);
      job.reject(new Error(why));
    }
    r.jobs.clear();
    void r.worker.terminate();
  }

  function workerAt(slot: number): Running {
    const existing = running[slot];
    if (existing) return existing;
    const worker = startWorker(url);
    worker.unref();
    const r: Running = { worker, jobs: new Map() };
    running[slot] = r;
    worker.on('message', (answer: SanitizeAnswer) => {
      const job = r.jobs.get(answer.id);
      if (!job) return;
      r.jobs.delete(answer.id);
      clearTimeout(job.timer);
      if ('clean' in answer) job.resolve(answer.clean);
      else job.reject(new Error(answer.error));
      if (r.jobs.size === 0) {
        r.idle = setTimeout(() => {
          if (running[slot] === r && r.jobs.size === 0) end(slot, 'idle');
        }, idleMs);
        r.idle.unref?.();
      }
    });
    worker.on('error', (e) => {
      log(`the sanitiser worker failed (${e.message}): its jobs go to the main thread`);
      if (running[slot] === r) end(slot, 'the sanitiser worker failed');
    });
    worker.on('exit', () => {
      if (running[slot] === r) end(slot, 'the sanitiser worker exited');
    });
    return r;
  }

  /** the slot with the fewest jobs waiting (a stopped slot counts as empty) */
  function leastBusy(): number {
    let best = 0;
    for (let slot = 1; slot < size; slot++)
      if ((running[slot]?.jobs.size ?? 0) < (running[best]?.jobs.size ?? 0)) best = slot;
    return best;
  }

  return {
    sanitize(html) {
      const slot = leastBusy();
      const r = workerAt(slot);
      clearTimeout(r.idle);
      const id = nextId++;
      return new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => {
          log(`sanitising a ${html.length}-character body took over ${timeoutMs} ms: its worker is ended`);
          if (running[slot] === r) end(slot, 'the sanitiser worker timed out');
        }, timeoutMs);
        timer.unref?.();
        r.jobs.set(id, { resolve, reject, timer });
        r.worker.postMessage({ id, html });
      });
    },
    async close() {
      for (let slot = 0; slot < size; slot++) end(slot, 'the sanitiser pool closed');
    },
  };
}
