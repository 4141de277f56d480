import fc from 'fast-check';
import { createFirstPageStarts } from './first-page-starts';

/** a task boundary the test steps through by hand */
function manualTasks() {
  const waiting: (() => void)[] = [];
  return {
    nextTask: () =>
      new Promise<void>((resolve) => {
        waiting.push(resolve);
      }),
    /** ends the current task: the next queued piece of work runs */
    async step() {
      waiting.shift()?.();
      for (let i = 0; i < 5; i++) await Promise.resolve();
    },
    get pending() {
      return waiting.length;
    },
  };
}

describe("the first page's view model starts", () => {
  it('run one per task, in the order they were asked for, none in the task that asked', async () => {
    const tasks = manualTasks();
    const starts = createFirstPageStarts(tasks.nextTask);
    const log: string[] = [];
    starts.schedule(() => log.push('shell'));
    starts.schedule(() => log.push('consent'));
    starts.schedule(() => log.push('page'));
    await Promise.resolve();
    expect(log).toEqual([]);
    await tasks.step();
    expect(log).toEqual(['shell']);
    await tasks.step();
    expect(log).toEqual(['shell', 'consent']);
    await tasks.step();
    expect(log).toEqual(['shell', 'consent', 'page']);
  });

  it('a cancelled start never runs and costs no task; afterStarts runs after the rest, then everything runs at once', async () => {
    const tasks = manualTasks();
    const starts = createFirstPageStarts(tasks.nextTask);
    const log: string[] = [];
    starts.schedule(() => log.push('a'));
    const cancel = starts.schedule(() => log.push('gone'));
    starts.afterStarts(() => log.push('replay'));
    cancel();
    await tasks.step();
    await tasks.step();
    expect(log).toEqual(['a', 'replay']);
    expect(tasks.pending).toBe(0);
    starts.schedule(() => log.push('later page'));
    starts.afterStarts(() => log.push('after'));
    expect(log).toEqual(['a', 'replay', 'later page', 'after']);
  });

  it('a start that throws is reported and the next still starts', async () => {
    const tasks = manualTasks();
    const reported: unknown[] = [];
    const starts = createFirstPageStarts(tasks.nextTask, (e) => reported.push(e));
    const log: string[] = [];
    starts.schedule(() => {
      throw new Error('boom');
    });
    starts.schedule(() => log.push('b'));
    await tasks.step();
    await tasks.step();
    expect(reported).toHaveLength(1);
    expect(log).toEqual(['b']);
  });

  it('property: every start not cancelled runs exactly once, in order; no cancelled one runs', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.boolean(), { maxLength: 12 }), async (cancelled) => {
        const tasks = manualTasks();
        const starts = createFirstPageStarts(tasks.nextTask);
        const ran: number[] = [];
        const cancels = cancelled.map((_, i) => starts.schedule(() => ran.push(i)));
        cancelled.forEach((c, i) => {
          if (c) cancels[i]!();
        });
        for (let i = 0; i <= cancelled.length; i++) await tasks.step();
        expect(ran).toEqual(cancelled.flatMap((c, i) => (c ? [] : [i])));
      }),
    );
  });
});
