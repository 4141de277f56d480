/**
 * The JavaScript a page ran before it was interactive, read from a Lighthouse run's own trace:
 * the main thread's script time (Lighthouse's task groups 'scriptEvaluation' and
 * 'scriptParseCompile', the split its bootup-time and main-thread audits use) from navigation
 * to the app's INTERACTIVE_MARK (set once it has hydrated and started the first page's view
 * models, ui/shared/scheduling/early-presses.ts). Observed on the host, then multiplied by the run's CPU slowdown
 * as Lighthouse reports script time under simulated throttling: the figure is the simulated
 * phone's, comparable across hosts as the calibrated multiplier makes TBT.
 */
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { INTERACTIVE_MARK } from '../../ui/shared/scheduling/early-presses';

/** the part of a Lighthouse task node this reads (times in ms since the navigation) */
export interface TaskLike {
  readonly startTime: number;
  readonly endTime: number;
  readonly selfTime: number;
  readonly group: { readonly id: string };
  readonly children: readonly TaskLike[];
}

const SCRIPT_GROUPS = new Set(['scriptEvaluation', 'scriptParseCompile']);

/**
 * Script self time of the task trees before `untilMs` (a task cut by the mark counts in part,
 * in proportion: its self time is spread over its span, as a sampling profile would see it).
 */
export function scriptMsBefore(tasks: readonly TaskLike[], untilMs: number): number {
  let ms = 0;
  const visit = (task: TaskLike) => {
    if (task.startTime >= untilMs) return;
    if (SCRIPT_GROUPS.has(task.group.id)) {
      const span = task.endTime - task.startTime;
      const inside = Math.min(task.endTime, untilMs) - task.startTime;
      ms += span > 0 ? (task.selfTime * inside) / span : task.selfTime;
    }
    task.children.forEach(visit);
  };
  // top-level tasks only: children are reached through them
  tasks.filter((t) => !(t as { parent?: unknown }).parent).forEach(visit);
  return ms;
}

type TraceEvent = { name: string; ts: number; cat: string; ph: string; pid: number };

export interface JsBeforeInteractive {
  /** observed main-thread script ms before the page was interactive, times the CPU slowdown */
  scriptMs: number;
  /** when the app marked itself interactive, observed ms after the navigation (NaN: never) */
  interactiveAtMs: number;
}

/** from a Lighthouse run's trace (artifacts.Trace); NaN figures when the page never marked itself interactive */
export function jsBeforeInteractive(trace: { traceEvents: TraceEvent[] }, cpuMultiplier: number): JsBeforeInteractive {
  const processed = TraceProcessor.processTrace(trace as never);
  // the tab's own process, as Lighthouse's user-timings audit reads marks
  const mark = (processed.processEvents as unknown as TraceEvent[]).find(
    (e) => e.name === INTERACTIVE_MARK && e.cat.includes('blink.user_timing'),
  );
  if (!mark) return { scriptMs: Number.NaN, interactiveAtMs: Number.NaN };
  const origin = processed.timestamps.timeOrigin;
  const untilMs = (mark.ts - origin) / 1000;
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    origin,
  ) as unknown as TaskLike[];
  return { scriptMs: scriptMsBefore(tasks, untilMs) * cpuMultiplier, interactiveAtMs: untilMs };
}
