import fc from 'fast-check';
import type { HttpActivity } from '@core';
import { createHttpActivityTracker } from './http-activity';

describe('createHttpActivityTracker', () => {
  it('inFlight equals begins minus ends; failed sticks within a burst and resets when a new burst starts', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constant<'begin'>('begin'), fc.boolean())), (ops) => {
        const tracker = createHttpActivityTracker();
        let latest: HttpActivity | undefined;
        const watching = tracker.activity$.subscribe((a) => {
          latest = a;
        });
        let inFlight = 0;
        let failed = false;
        for (const op of ops) {
          if (op === 'begin') {
            if (inFlight === 0) failed = false;
            inFlight += 1;
            tracker.begin();
          } else {
            if (inFlight === 0) continue; // an end without a begin cannot happen in the client
            inFlight -= 1;
            failed = failed || op;
            tracker.end({ failed: op });
          }
          expect(latest).toEqual({ inFlight, failed });
        }
        watching.unsubscribe();
      }),
    );
  });

  it('gives a late subscriber the current activity, and stops notifying after unsubscribe', () => {
    const tracker = createHttpActivityTracker();
    tracker.begin();
    const listener = vi.fn();
    const watching = tracker.activity$.subscribe(listener);
    expect(listener).toHaveBeenLastCalledWith({ inFlight: 1, failed: false });
    watching.unsubscribe();
    tracker.end({ failed: false });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
