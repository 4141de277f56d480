import { TestScheduler } from 'rxjs/testing';
import { map, type Observable } from 'rxjs';
import { backoffDelayMs, withReconnect } from './reconnect';

describe('withReconnect (marbles)', () => {
  it('retries with doubling back-off after each drop, says so, and resets once data flows', () => {
    const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b));
    scheduler.run(({ cold, expectObservable }) => {
      const connections: Observable<string>[] = [cold('#'), cold('#'), cold('a #'), cold('b|')];
      let n = 0;
      const out = withReconnect(() => connections[n++]!, { baseMs: 100, maxMs: 1000 }, scheduler)
        .pipe(map((m) => (typeof m === 'string' ? m : `d${m.attempt}`)));
      // drop 1 at 0 -> wait 100; drop 2 at 100 -> wait 200; 'a' at 300 resets; drop at 301 -> wait 100 -> 'b' at 401
      expectObservable(out).toBe('x 99ms y 199ms a z 99ms b|', { x: 'd1', y: 'd2', a: 'a', z: 'd1', b: 'b' });
    });
  });

  it('caps the wait and never gives up', () => {
    expect([1, 2, 3, 4, 10, 60].map((n) => backoffDelayMs(n, { baseMs: 500, maxMs: 30_000 }))).toEqual([500, 1000, 2000, 4000, 30_000, 30_000]);
  });
});
