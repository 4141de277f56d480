import { Subject } from 'rxjs';
import type { AnalyticsBeaconPort, AnalyticsPort, EnrichedAnalyticsEvent } from '@core';

/**
 * Batches recorded instead of beaconed (and, given a collector port, sent to it event by
 * event, as the memory-mode site does); `hide()` plays the page being hidden.
 */
export function createAnalyticsBeaconMemory({ analytics }: { analytics?: AnalyticsPort } = {}): AnalyticsBeaconPort & {
  readonly batches: EnrichedAnalyticsEvent[][];
  hide(): void;
} {
  const hides = new Subject<void>();
  const batches: EnrichedAnalyticsEvent[][] = [];
  return {
    batches,
    hide: () => hides.next(),
    deliver(events) {
      if (events.length === 0) return;
      batches.push([...events]);
      for (const e of events) void analytics?.send(e);
    },
    pageHides: () => hides.asObservable(),
  };
}
