import fc from 'fast-check';
import { createHttpActivityTracker } from './http-activity';

describe('createHttpActivityTracker', () => {
  it('inFlight equals begins minus ends; failed sticks within a burst and resets when a new burst starts', () => {
    fc.assert(fc.property(fc.array(fc.oneof(fc.constant<'begin'>('begin'), fc.boolean())), (ops) => {
      const tracker = createHttpActivityTracker();
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
        expect(tracker.current()).toEqual({ inFlight, failed });
      }
    }));
  });

  it('notifies subscribers until they unsubscribe', () => {
    const tracker = createHttpActivityTracker();
    const listener = vi.fn();
    const stop = tracker.subscribe(listener);
    tracker.begin();
    stop();
    tracker.end({ failed: false });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ inFlight: 1, failed: false });
  });
});
