import { Subject } from 'rxjs';
import type { SessionSignal, SessionSignalEvent } from '@core';

/**
 * A cross-tab channel in memory: every tab gets its own SessionSignal; a publication
 * reaches the other tabs (asynchronously, as BroadcastChannel does), never the sender.
 */
export function createSessionBusMemory(): { tab(): SessionSignal } {
  const inboxes = new Map<number, Subject<SessionSignalEvent>>();
  let ids = 0;
  return {
    tab() {
      const id = ++ids;
      const inbox = new Subject<SessionSignalEvent>();
      inboxes.set(id, inbox);
      return {
        publish(event) {
          for (const [other, box] of inboxes) if (other !== id) queueMicrotask(() => box.next(event));
        },
        events$: inbox.asObservable(),
      };
    },
  };
}
