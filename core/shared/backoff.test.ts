import { TestScheduler } from 'rxjs/testing';
import type { Observable } from 'rxjs';
import { backoffDelayMs, repeatWithBackoff } from './backoff';

describe('repeatWithBackoff (marbles)', () => {
  it('tries again after a doubling wait while the answer asks for it, emitting every answer, and stops at the first that does not', () => {
    const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b));
    scheduler.run(({ cold, expectObservable }) => {
      // each attempt answers 10 ms after it starts: down, down, down, up
      const attempts: Observable<string>[] = [
        cold('10ms (d|)'),
        cold('10ms (d|)'),
        cold('10ms (d|)'),
        cold('10ms (u|)'),
      ];
      let n = 0;
      const out = repeatWithBackoff(
        () => attempts[n++]!,
        (answer) => answer === 'd',
        { baseMs: 100, maxMs: 150 },
        scheduler,
      );
      // d at 10; wait 100 -> try at 110, d at 120; wait 150 (capped) -> try at 270, d at 280; wait 150 -> u at 440
      expectObservable(out).toBe('10ms d 109ms d 159ms d 159ms (u|)');
      expect(n).toBe(0);
      scheduler.flush();
      expect(n).toBe(4);
    });
  });

  it('an answer that needs nothing more completes at once, after one attempt', () => {
    const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b));
    scheduler.run(({ cold, expectObservable }) => {
      let n = 0;
      const out = repeatWithBackoff(
        () => {
          n += 1;
          return cold('5ms (u|)');
        },
        (answer) => answer === 'd',
        { baseMs: 100, maxMs: 1000 },
        scheduler,
      );
      expectObservable(out).toBe('5ms (u|)');
      scheduler.flush();
      expect(n).toBe(1);
    });
  });

  it('unsubscribing stops the waiting: no attempt runs for a page that has gone', () => {
    const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b));
    scheduler.run(({ cold, expectObservable }) => {
      let n = 0;
      const out = repeatWithBackoff(
        () => {
          n += 1;
          return cold('(d|)');
        },
        () => true,
        { baseMs: 100, maxMs: 1000 },
        scheduler,
      );
      expectObservable(out, '^ 250ms !').toBe('d 99ms d 199ms -');
      scheduler.flush();
      // at 0 and 100; the one due at 300 never runs
      expect(n).toBe(2);
    });
  });

  it('caps the wait and never gives up', () => {
    expect([1, 2, 3, 4, 10, 60].map((n) => backoffDelayMs(n, { baseMs: 500, maxMs: 30_000 }))).toEqual([
      500, 1000, 2000, 4000, 30_000, 30_000,
    ]);
  });
});
