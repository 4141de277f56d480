import { BehaviorSubject } from 'rxjs';
import type { HttpActivity, HttpActivityPort } from '@core';

/**
 * Never busy on its own (memory adapters make no requests). `publish` lets a story
 * or a test drive the progress bar by hand.
 */
export function createHttpActivityMemory(): HttpActivityPort & { publish(activity: HttpActivity): void } {
  const activity = new BehaviorSubject<HttpActivity>({ inFlight: 0, failed: false });
  return {
    activity$: activity.asObservable(),
    publish: (next) => activity.next(next),
  };
}
