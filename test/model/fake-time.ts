import { Subscription, type SchedulerAction, type SchedulerLike } from 'rxjs';

/**
 * One fake "now" for a clock and the timers that depend on it: advance(ms) moves time
 * forward, running every due timer in order and letting promises settle between them.
 */
export interface FakeTime {
  readonly clock: { now(): number };
  readonly timers: { setTimeout(fn: () => void, ms: number): unknown; clearTimeout(h: unknown): void };
  advance(ms: number): Promise<void>;
  settle(): Promise<void>;
  now(): number;
  pending(): number;
  /** rxjs timers on this fake time */
  readonly scheduler: SchedulerLike;
}

export async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

export function createFakeTime(startMs: number): FakeTime {
  let now = startMs;
  let ids = 0;
  const queue = new Map<number, { at: number; fn: () => void }>();
  const time: Omit<FakeTime, 'scheduler'> = {
    clock: { now: () => now },
    timers: {
      setTimeout(fn, ms) {
        const id = ++ids;
        queue.set(id, { at: now + Math.max(0, ms), fn });
        return id;
      },
      clearTimeout(h) {
        queue.delete(h as number);
      },
    },
    async advance(ms) {
      const end = now + ms;
      for (let runs = 0; ; runs++) {
        if (runs > 5_000)
          throw new Error(
            `runaway timers at ${new Date(now).toISOString()}: ${[...queue.values()].map((t) => t.at - now).join(',')}`,
          );
        await settle();
        const due = [...queue.entries()]
          .filter(([, t]) => t.at <= end)
          .sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0];
        if (!due) break;
        queue.delete(due[0]);
        now = Math.max(now, due[1].at);
        due[1].fn();
      }
      now = end;
      await settle();
    },
    settle,
    now: () => now,
    pending: () => queue.size,
  };
  return { ...time, scheduler: fakeScheduler(time) };
}

/**
 * An rxjs scheduler over a FakeTime's clock and timers, so rxjs timers (timer, interval)
 * move with advance() and interleave with the promises it settles.
 */
export function fakeScheduler(time: Pick<FakeTime, 'timers' | 'now'>): SchedulerLike {
  return {
    now: () => time.now(),
    schedule<T>(work: (this: SchedulerAction<T>, state?: T) => void, delay = 0, state?: T): Subscription {
      let handle: unknown = null;
      const action = new Subscription(() => time.timers.clearTimeout(handle)) as SchedulerAction<T>;
      action.schedule = (next?: T, again = 0) => {
        time.timers.clearTimeout(handle);
        handle = time.timers.setTimeout(() => {
          if (!action.closed) work.call(action, next);
        }, again);
        return action;
      };
      return action.schedule(state, delay);
    },
  };
}
