import { ok, type AnalyticsPort, type EnrichedAnalyticsEvent, type TagManagerPort } from '@core';
import { memoryBehaviour, type MemoryControls, type MemoryOptions } from '../shared/memory-behaviour';

/** Records what would have been sent, so tests can assert on it. */
export function createAnalyticsMemory(options: MemoryOptions = {}): AnalyticsPort & MemoryControls & { readonly events: EnrichedAnalyticsEvent[] } {
  const behaviour = memoryBehaviour('analytics', options);
  const events: EnrichedAnalyticsEvent[] = [];
  return {
    events,
    failWith: behaviour.failWith,
    // a failed send records nothing, like a collector that never received it
    send: (event) => behaviour.respond(() => {
      events.push(event);
      return ok(undefined);
    }),
  };
}

/** Records page views instead of pushing to a dataLayer. */
export function createTagManagerMemory(): TagManagerPort & { readonly pageViews: string[] } {
  const pageViews: string[] = [];
  return { pageViews, pageView: (path) => void pageViews.push(path) };
}
