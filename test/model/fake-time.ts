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
}

export async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

export function createFakeTime(startMs: number): FakeTime {
  let now = startMs;
  let ids = 0;
  const queue = new Map<number, { at: number; fn: () => void }>();
  return {
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
        if (runs > 5_000) throw new Error(`runaway timers at ${new Date(now).toISOString()}: ${[...queue.values()].map((t) => t.at - now).join(',')}`);
        await settle();
        const due = [...queue.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0];
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
}
