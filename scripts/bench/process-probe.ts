/**
 * Loaded into a process the bench measures (`node --import tsx --import ./scripts/bench/process-probe.ts
 * <script>`): its own view of itself, as JSON lines in PROCESS_PROBE_FILE.
 *   every second  { kind: 'tick', memory..., loopDelayP99Ms, loopDelayMaxMs } over that second
 *   on SIGUSR2    { kind: 'mark', memory..., sinceMark, sinceFirstMark }: garbage collected first when
 *                 it can (node --expose-gc), so the memory is what the process really holds; the
 *                 event-loop delay since the previous mark and since the first one
 * Event-loop delay by perf_hooks at 10 ms resolution. It never keeps the process alive and changes
 * nothing else in it.
 */
import { appendFileSync } from 'node:fs';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';

export interface ProbeMemory {
  readonly at: number;
  readonly rss: number;
  readonly heapUsed: number;
  readonly heapTotal: number;
  readonly external: number;
  readonly arrayBuffers: number;
}
export interface LoopDelay {
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
}
export type ProbeSample =
  | (ProbeMemory & { readonly kind: 'tick'; readonly loopDelayP99Ms: number; readonly loopDelayMaxMs: number })
  | (ProbeMemory & { readonly kind: 'mark'; readonly sinceMark: LoopDelay; readonly sinceFirstMark: LoopDelay });

const file = process.env.PROCESS_PROBE_FILE;
if (file) {
  const second = monitorEventLoopDelay({ resolution: 10 });
  second.enable();
  // since the last mark, and since the first (each started by its mark)
  const sinceMark = monitorEventLoopDelay({ resolution: 10 });
  const sinceFirst = monitorEventLoopDelay({ resolution: 10 });
  let marked = false;
  const write = (sample: ProbeSample) => appendFileSync(file, `${JSON.stringify(sample)}\n`);
  const memory = (): ProbeMemory => {
    const m = process.memoryUsage();
    return {
      at: Date.now(),
      rss: m.rss,
      heapUsed: m.heapUsed,
      heapTotal: m.heapTotal,
      external: m.external,
      arrayBuffers: m.arrayBuffers,
    };
  };
  const ms = (ns: number) => Math.round(ns / 1e4) / 100;
  const spread = (h: IntervalHistogram): LoopDelay =>
    marked && h.count > 0
      ? { p50Ms: ms(h.percentile(50)), p99Ms: ms(h.percentile(99)), maxMs: ms(h.max) }
      : { p50Ms: 0, p99Ms: 0, maxMs: 0 };
  setInterval(() => {
    write({ kind: 'tick', ...memory(), loopDelayP99Ms: ms(second.percentile(99)), loopDelayMaxMs: ms(second.max) });
    second.reset();
  }, 1_000).unref();
  process.on('SIGUSR2', () => {
    (globalThis as { gc?: () => void }).gc?.();
    write({ kind: 'mark', ...memory(), sinceMark: spread(sinceMark), sinceFirstMark: spread(sinceFirst) });
    // the next window starts once the pause of that collection has been measured (by the old one)
    setTimeout(() => {
      sinceMark.reset();
      sinceMark.enable();
      if (!marked) sinceFirst.enable();
      marked = true;
    }, 50).unref();
  });
}
