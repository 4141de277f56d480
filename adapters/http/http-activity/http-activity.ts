/**
 * Counts in-flight requests across every JSON client so the progress bar can
 * follow them (site-shell §7). The failed flag sticks until the next burst
 * starts, so the bar can show red after the last request of a failing burst.
 */
import type { HttpActivity, HttpActivityPort } from '@core';

export interface HttpActivityTracker {
  begin(): void;
  end(outcome: { readonly failed: boolean }): void;
}

export function createHttpActivityTracker(): HttpActivityTracker & HttpActivityPort {
  let state: HttpActivity = { inFlight: 0, failed: false };
  const listeners = new Set<(activity: HttpActivity) => void>();
  const publish = (next: HttpActivity) => {
    state = next;
    for (const listener of [...listeners]) listener(state);
  };
  return {
    begin() {
      publish({ inFlight: state.inFlight + 1, failed: state.inFlight === 0 ? false : state.failed });
    },
    end({ failed }) {
      publish({ inFlight: Math.max(0, state.inFlight - 1), failed: state.failed || failed });
    },
    current: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
  };
}
