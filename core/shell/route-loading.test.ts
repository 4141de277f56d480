import fc from 'fast-check';
import { map, of } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import type { HttpActivity } from '../ports/http-activity.port';
import { ROUTE_SETTLE_MS, withRouteLoading } from './route-loading';

const quiet: HttpActivity = { inFlight: 0, failed: false };
const label = (a: HttpActivity) => `${a.inFlight}${a.failed ? '!' : ''}`;
const scheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

describe('the progress bar follows navigations as well as requests', () => {
  it("counts a navigation waiting for its page's code as one request, and a little after it ends", () => {
    expect(ROUTE_SETTLE_MS).toBe(150);
    const ts = scheduler();
    ts.run(({ cold, hot, expectObservable }) => {
      const activity = cold('a', { a: quiet });
      // idle, then a navigation from 10 ms to 110 ms (its chunk arrives)
      const route = hot('f 9ms t 99ms f', { f: false, t: true });
      expectObservable(withRouteLoading(activity, route, ts).pipe(map(label))).toBe('a 9ms b 249ms a', {
        a: '0',
        b: '1',
      });
    });
  });

  it('runs on through the requests the new page starts while it settles: one run, never back to zero between', () => {
    const ts = scheduler();
    ts.run(({ hot, expectObservable }) => {
      const activity = hot('a 149ms b 99ms a', { a: quiet, b: { inFlight: 1, failed: false } });
      const route = hot('f 9ms t 99ms f', { f: false, t: true });
      // 0 -> 1 (navigation) -> 2 (the page's request, inside the settle time) -> 1 -> 0 when the request ends
      expectObservable(withRouteLoading(activity, route, ts).pipe(map(label))).toBe('a 9ms b 139ms c 99ms b 9ms a', {
        a: '0',
        b: '1',
        c: '2',
      });
    });
  });

  it("does not finish red for the page before's failed request, but does for one that fails during the run", () => {
    const ts = scheduler();
    ts.run(({ hot, expectObservable }) => {
      const stale: HttpActivity = { inFlight: 0, failed: true };
      const route = hot('f 9ms t 9ms f', { f: false, t: true });
      // idle, the earlier failure still flagged; the run and its end are not red
      expectObservable(withRouteLoading(hot('s', { s: stale }), route, ts).pipe(map(label))).toBe('a 9ms b 159ms c', {
        a: '0!',
        b: '1',
        c: '0',
      });
    });
    const ts2 = scheduler();
    ts2.run(({ hot, expectObservable }) => {
      const activity = hot('a 19ms b 9ms c', {
        a: quiet,
        b: { inFlight: 1, failed: false },
        c: { inFlight: 0, failed: true },
      });
      const route = hot('f 9ms t 199ms f', { f: false, t: true });
      expectObservable(withRouteLoading(activity, route, ts2).pipe(map(label))).toBe('a 9ms b 9ms c 9ms d 329ms e', {
        a: '0',
        b: '1',
        c: '2',
        d: '1!',
        e: '0!',
      });
    });
  });

  it('without navigations (a story, a page on its own) the requests pass through unchanged', () => {
    const names = 'abcdefghijkl';
    fc.assert(
      fc.property(
        fc.array(fc.record({ inFlight: fc.nat(4), failed: fc.boolean() }), { minLength: 1, maxLength: names.length }),
        (steps) => {
          // one change every 10 ms in; out, every change that differs from the one before, at its time
          const changed = steps
            .map((s, i) => ({ name: names[i]!, at: i * 10, s }))
            .filter(({ s }, i) => i === 0 || label(s) !== label(steps[i - 1]!));
          const marbles = (list: readonly { name: string; at: number }[]) =>
            list
              .map((e, i) => (i === 0 ? `${e.at}ms ${e.name}` : `${e.at - list[i - 1]!.at - 1}ms ${e.name}`))
              .join(' ');
          const values = Object.fromEntries(steps.map((s, i) => [names[i]!, s]));
          const labels = Object.fromEntries(steps.map((s, i) => [names[i]!, label(s)]));
          const ts = scheduler();
          ts.run(({ cold, expectObservable }) => {
            const input = cold(marbles(steps.map((_, i) => ({ name: names[i]!, at: i * 10 }))), values);
            expectObservable(withRouteLoading(input, of(false), ts).pipe(map(label))).toBe(marbles(changed), labels);
          });
        },
      ),
      { numRuns: 40 },
    );
  });
});
