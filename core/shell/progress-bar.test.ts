import fc from 'fast-check';
import { map } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import {
  initialProgress,
  progressAt,
  progressOf,
  progressOnActivity,
  PROGRESS_THROTTLE_MS,
  type ProgressState,
} from './progress-bar';

type Step = { kind: 'activity'; inFlight: number; failed: boolean; dt: number } | { kind: 'tick'; dt: number };
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('activity' as const),
    inFlight: fc.integer({ min: 0, max: 3 }),
    failed: fc.boolean(),
    dt: fc.integer({ min: 0, max: 2000 }),
  }),
  fc.record({ kind: fc.constant('tick' as const), dt: fc.integer({ min: -100, max: 2000 }) }),
);

describe('progress bar', () => {
  it('quotes the spec: starts on activity, finishes on success, fails red on a request error', () => {
    expect(PROGRESS_THROTTLE_MS).toBe(200);
    const started = progressOnActivity(initialProgress, { inFlight: 1, failed: false }, 1000);
    expect(started).toEqual({ status: 'running', startedAt: 1000, percent: 0 });
    expect(progressAt(started, 3500).percent).toBeGreaterThan(50);
    expect(progressAt(started, 6000).percent).toBe(90);
    expect(progressAt(started, 60_000).percent).toBe(90);
    expect(progressOnActivity(started, { inFlight: 0, failed: false }, 2000)).toMatchObject({
      status: 'done',
      percent: 100,
    });
    expect(progressOnActivity(started, { inFlight: 0, failed: true }, 2000)).toMatchObject({
      status: 'failed',
      percent: 100,
    });
    // nothing in flight while idle changes nothing
    expect(progressOnActivity(initialProgress, { inFlight: 0, failed: true }, 2000)).toBe(initialProgress);
  });

  it('over any sequence: monotonic while running, never 100 until finished, failed only after a failed activity', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 40 }), (steps) => {
        let now = 0;
        let s: ProgressState = initialProgress;
        for (const step of steps) {
          now += step.dt;
          const prev = s;
          s =
            step.kind === 'tick'
              ? progressAt(prev, now)
              : progressOnActivity(prev, { inFlight: step.inFlight, failed: step.failed }, now);
          if (prev.status === 'running' && s.status === 'running')
            expect(s.percent).toBeGreaterThanOrEqual(prev.percent);
          if (s.status === 'running') expect(s.percent).toBeLessThanOrEqual(90);
          expect(s.percent === 100).toBe(s.status === 'done' || s.status === 'failed');
          if (s.status === 'failed' && prev.status !== 'failed') {
            expect(step.kind === 'activity' && step.failed && step.inFlight === 0).toBe(true);
          }
          if (s.status === 'done' && prev.status !== 'done')
            expect(step.kind === 'activity' && !step.failed).toBe(true);
          if (step.kind === 'activity' && step.inFlight > 0) expect(s.status).toBe('running');
          expect(s.percent).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('a finished bar is left alone by ticks and restarts on new activity', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('done' as const, 'failed' as const),
        fc.integer({ min: 0, max: 1e6 }),
        (status, now) => {
          const finished: ProgressState = { status, startedAt: 0, percent: 100 };
          expect(progressAt(finished, now)).toBe(finished);
          expect(progressOnActivity(finished, { inFlight: 1, failed: false }, now)).toEqual({
            status: 'running',
            startedAt: now,
            percent: 0,
          });
        },
      ),
    );
  });
});

describe('progress bar over time (marbles)', () => {
  const label = (p: ProgressState) => `${p.status} ${p.percent}`;

  it('starts with the first request, re-computes every 200 ms while running, and ends red after a failed burst', () => {
    const ts = new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
    ts.run(({ cold, expectObservable }) => {
      const activity = cold('i 49ms a 449ms b', {
        i: { inFlight: 0, failed: false },
        a: { inFlight: 1, failed: false },
        b: { inFlight: 0, failed: true },
      });
      // a at 50 ms; ticks at 250 and 450 (t = 0.04 and 0.08 of 5,000 ms, eased towards 90); b at 500 ms
      expectObservable(progressOf(activity, { now: () => ts.now() }, ts).pipe(map(label))).toBe(
        'i 49ms a 199ms b 199ms c 49ms d',
        { i: 'idle 0', a: 'running 0', b: 'running 7.1', c: 'running 13.8', d: 'failed 100' },
      );
    });
  });

  it('goes quiet once done: no ticks after the last request', () => {
    const ts = new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
    ts.run(({ cold, expectObservable }) => {
      const activity = cold('a 99ms b', { a: { inFlight: 2, failed: false }, b: { inFlight: 0, failed: false } });
      expectObservable(progressOf(activity, { now: () => ts.now() }, ts).pipe(map(label)), '^ 2s !').toBe('a 99ms b', {
        a: 'running 0',
        b: 'done 100',
      });
    });
  });
});
