import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { scriptMsBefore, type TaskLike } from '../../scripts/bench/js-before-interactive';

const task = (
  startTime: number,
  endTime: number,
  selfTime: number,
  group: string,
  children: TaskLike[] = [],
): TaskLike => ({ startTime, endTime, selfTime, group: { id: group }, children });

describe('the JavaScript a page ran before it was interactive', () => {
  it('counts script evaluation and compilation, nested too, and nothing else', () => {
    const tasks = [
      task(0, 30, 10, 'other', [task(5, 25, 15, 'scriptEvaluation', [task(10, 15, 5, 'styleLayout')])]),
      task(40, 50, 10, 'scriptParseCompile'),
      task(60, 70, 10, 'paintCompositeRender'),
    ];
    expect(scriptMsBefore(tasks, 100)).toBe(25);
  });

  it('leaves out what started after the mark and counts a task the mark cuts in proportion', () => {
    const tasks = [
      task(0, 10, 10, 'scriptEvaluation'),
      task(20, 40, 20, 'scriptEvaluation'),
      task(50, 60, 10, 'scriptEvaluation'),
    ];
    expect(scriptMsBefore(tasks, 30)).toBe(20);
  });

  it('never counts more than every script task, and grows with the mark', () => {
    const arbTask = fc
      .tuple(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 100 }), fc.boolean())
      .map(([start, dur, script]) => task(start, start + dur, dur, script ? 'scriptEvaluation' : 'other'));
    fc.assert(
      fc.property(
        fc.array(arbTask),
        fc.integer({ min: 0, max: 1200 }),
        fc.integer({ min: 0, max: 200 }),
        (tasks, at, more) => {
          const all = tasks.filter((t) => t.group.id === 'scriptEvaluation').reduce((s, t) => s + t.selfTime, 0);
          expect(scriptMsBefore(tasks, at)).toBeLessThanOrEqual(all + 1e-9);
          expect(scriptMsBefore(tasks, at + more)).toBeGreaterThanOrEqual(scriptMsBefore(tasks, at) - 1e-9);
        },
      ),
    );
  });
});
