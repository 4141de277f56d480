/**
 * Main-thread CPU time inside wall-clock windows, from a Chromium trace ('toplevel' tasks with
 * their thread time, and one user-timing mark to line the page's clock up with the trace's).
 * On a machine shared with other work, wall-clock intervals stretch with the load; the thread
 * time of the renderer's main thread is what the page itself spent.
 */
interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  readonly tdur?: number;
  readonly cat?: string;
  readonly args?: { readonly name?: string };
}

export const SYNC_MARK = 'commentary-probe-sync';

export interface CpuClock {
  /** CPU milliseconds the page's main thread spent inside [fromMs, toMs] (page clock, performance.now()) */
  cpuWithin(fromMs: number, toMs: number): number;
  /** true when the trace carried thread times (else wall time stands in) */
  readonly threadTimes: boolean;
  /** CPU milliseconds by the renderer's own step names (Layout, Paint...) inside the windows, summed */
  stepsWithin(windows: readonly (readonly [number, number])[]): Record<string, number>;
}

export function cpuClockFromTrace(trace: Buffer, syncAtMs: number): CpuClock | undefined {
  const parsed = JSON.parse(trace.toString('utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const sync = events.find((e) => e.name === SYNC_MARK && e.cat?.includes('blink.user_timing'));
  if (!sync) return undefined;
  const main = events.find(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === sync.pid && e.args?.name === 'CrRendererMain',
  );
  const tid = main?.tid ?? sync.tid;
  const tasks = events
    .filter(
      (e) => e.pid === sync.pid && e.tid === tid && e.ph === 'X' && e.cat?.includes('toplevel') && (e.dur ?? 0) > 0,
    )
    .sort((a, b) => a.ts - b.ts);
  const threadTimes = tasks.some((t) => t.tdur !== undefined);
  const steps = events.filter(
    (e) =>
      e.pid === sync.pid && e.tid === tid && e.ph === 'X' && e.cat?.includes('devtools.timeline') && (e.dur ?? 0) > 0,
  );
  // trace microseconds = page milliseconds * 1000 + offset
  const offset = sync.ts - syncAtMs * 1000;
  return {
    threadTimes,
    stepsWithin(windows) {
      const byName: Record<string, number> = {};
      for (const [fromMs, toMs] of windows) {
        const from = fromMs * 1000 + offset;
        const to = toMs * 1000 + offset;
        for (const s of steps) {
          const overlap = Math.min(s.ts + s.dur!, to) - Math.max(s.ts, from);
          if (overlap > 0) byName[s.name] = (byName[s.name] ?? 0) + ((s.tdur ?? s.dur!) * overlap) / s.dur! / 1000;
        }
      }
      return byName;
    },
    cpuWithin(fromMs, toMs) {
      const from = fromMs * 1000 + offset;
      const to = toMs * 1000 + offset;
      let cpu = 0;
      for (const t of tasks) {
        const end = t.ts + t.dur!;
        if (end <= from) continue;
        if (t.ts >= to) break;
        const overlap = Math.min(end, to) - Math.max(t.ts, from);
        cpu += ((t.tdur ?? t.dur!) * overlap) / t.dur!;
      }
      return cpu / 1000;
    },
  };
}
