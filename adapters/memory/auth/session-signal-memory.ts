import type { SessionSignal, SessionSignalEvent } from '@core';

/**
 * A cross-tab channel in memory: every tab gets its own SessionSignal; a publication
 * reaches the other tabs (asynchronously, as BroadcastChannel does), never the sender.
 */
export function createSessionBusMemory(): { tab(): SessionSignal } {
  const listeners = new Map<number, Set<(e: SessionSignalEvent) => void>>();
  let ids = 0;
  return {
    tab() {
      const id = ++ids;
      listeners.set(id, new Set());
      return {
        publish(event) {
          for (const [other, set] of listeners) {
            if (other === id) continue;
            for (const l of set) queueMicrotask(() => l(event));
          }
        },
        subscribe(listener) {
          listeners.get(id)!.add(listener);
          return () => void listeners.get(id)!.delete(listener);
        },
      };
    },
  };
}
