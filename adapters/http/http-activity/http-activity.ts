/**
 * Counts in-flight requests across every JSON client so the progress bar can
 * follow them (LOADING-1, LOADING-3). The failed flag sticks until the next burst
 * starts, so the bar can show red after the last request of a failing burst.
 */
import { BehaviorSubject } from 'rxjs';
import type { HttpActivityPort } from '@core';

/** What the JSON client reports into. */
export interface HttpActivityTracker {
  begin(): void;
  end(outcome: { readonly failed: boolean }): void;
}

export function createHttpActivityTracker(): HttpActivityTracker & HttpActivityPort {
  const activity = new BehaviorSubject({ inFlight: 0, failed: false });
  return {
    begin() {
      const { inFlight, failed } = activity.value;
      activity.next({ inFlight: inFlight + 1, failed: inFlight === 0 ? false : failed });
    },
    end({ failed }) {
      const now = activity.value;
      activity.next({ inFlight: Math.max(0, now.inFlight - 1), failed: now.failed || failed });
    },
    activity$: activity.asObservable(),
  };
}
