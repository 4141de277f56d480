import type { HttpActivity, HttpActivityPort } from '@core';

const idle: HttpActivity = { inFlight: 0, failed: false };

/**
 * Never busy on its own (memory adapters make no requests). `publish` lets a story
 * or a test drive the progress bar by hand.
 */
export function createHttpActivityMemory(): HttpActivityPort & { publish(activity: HttpActivity): void } {
  let current = idle;
  const listeners = new Set<(activity: HttpActivity) => void>();
  return {
    current: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    publish(activity) {
      current = activity;
      for (const listener of [...listeners]) listener(activity);
    },
  };
}
