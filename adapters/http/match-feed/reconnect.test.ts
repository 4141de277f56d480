import { TestScheduler } from 'rxjs/testing';
import { map, type Observable } from 'rxjs';
import { withReconnect } from './reconnect';

describe('withReconnect (marbles)', () => {
  it('retries with doubling back-off after each drop, says so, and resets once data flows', () => {
    const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b));
    scheduler.run(({ cold, expectObservable }) => {
      const connections: Observable<string>[] = [cold('#'), cold('#'), cold('a #'), cold('b|')];
      let n = 0;
      const out = withReconnect(() => connections[n++]!, { baseMs: 100, maxMs: 1000 }, scheduler).pipe(
        map((m) => (typeof m === 'string' ? m : `d${m.attempt}`)),
      );
      // drop 1 at 0 -> wait 100; drop 2 at 100 -> wait 200; 'a' at 300 resets; drop at 301 -> wait 100 -> 'b' at 401
      expectObservable(out).toBe('x 99ms y 199ms a z 99ms b|', { x: 'd1', y: 'd2', a: 'a', z: 'd1', b: 'b' });
    });
  });
});
