import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Subject } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { createLatestWins } from './latest-wins';

const scheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

describe('latest wins (marbles)', () => {
  it('a slower older answer that lands after a newer one is dropped', () => {
    scheduler().run(({ cold, hot, expectObservable }) => {
      const latest = createLatestWins();
      const applied = new Subject<string>();
      // run a starts at frame 0 and would answer at 5; run b starts at 2 and answers at 4
      const answers = { a: cold('-----A|'), b: cold('--B|') };
      hot('a-b').subscribe(
        (k) =>
          void latest.run(
            () => answers[k as 'a' | 'b'],
            (v) => applied.next(v),
          ),
      );
      expectObservable(applied).toBe('----B');
    });
  });

  it('applies only the newest run at every frame', () => {
    scheduler().run(({ cold, hot, flush }) => {
      const latest = createLatestWins();
      const applied: string[] = [];
      const answers: Record<string, ReturnType<typeof cold>> = { a: cold('-----A|'), b: cold('--B|'), c: cold('-C|') };
      hot('a-b------c').subscribe(
        (k) =>
          void latest.run(
            () => answers[k]!,
            (v) => applied.push(String(v)),
          ),
      );
      flush();
      // A (due at 5) was replaced at 2; B landed at 4; C at 10
      expect(applied).toEqual(['B', 'C']);
    });
  });

  it('drop() retires the run in flight; a later run applies', () => {
    scheduler().run(({ cold, hot, flush }) => {
      const latest = createLatestWins();
      const applied: string[] = [];
      hot('a-d-b').subscribe((k) => {
        if (k === 'd') latest.drop();
        else
          void latest.run(
            () => cold('--v|', { v: k }),
            (v) => applied.push(v),
          );
      });
      flush();
      expect(applied).toEqual(['b']);
    });
  });

  it('a multi-value run keeps applying while it is the newest (an article, then its extras)', () => {
    scheduler().run(({ cold, hot, flush }) => {
      const latest = createLatestWins();
      const applied: string[] = [];
      hot('a---b').subscribe(
        (k) =>
          void latest.run(
            () => cold('-m--x|', { m: `${k}:main`, x: `${k}:extra` }),
            (v) => applied.push(v),
          ),
      );
      flush();
      // a's extra was due at frame 4, the frame b replaced it
      expect(applied).toEqual(['a:main', 'b:main', 'b:extra']);
    });
  });
});

describe('latest wins (promises)', () => {
  it('resolves a replaced run instead of leaving its caller waiting, and rejects only the run that threw', async () => {
    const latest = createLatestWins();
    let release!: (v: string) => void;
    const first = latest.run(
      () =>
        new Promise<string>((r) => {
          release = r;
        }),
      () => expect.fail('stale answer applied'),
    );
    const second = latest.run(
      async () => 'fresh',
      () => undefined,
    );
    await expect(first).resolves.toBeUndefined();
    await second;
    release('stale');
    await expect(
      latest.run(
        () => Promise.reject(new Error('boom')),
        () => undefined,
      ),
    ).rejects.toThrow('boom');
    const applied: string[] = [];
    await latest.run(
      async () => 'still alive',
      (v) => applied.push(v),
    );
    expect(applied).toEqual(['still alive']);
  });

  it('whatever order the answers land in, only the last run applies (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.integer({ min: 1, max: 6 }), async (s, n) => {
        const latest = createLatestWins();
        const applied: number[] = [];
        const work = s.scheduleFunction(async (i: number) => i);
        const runs = Array.from({ length: n }, (_, i) =>
          latest.run(
            () => work(i),
            (v) => applied.push(v),
          ),
        );
        await s.waitAll();
        await Promise.all(runs);
        expect(applied).toEqual([n - 1]);
      }),
    );
  });
});
