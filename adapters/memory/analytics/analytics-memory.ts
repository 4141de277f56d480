import { ok, type AnalyticsPort, type ConsentModeState, type EnrichedAnalyticsEvent, type TagManagerPort } from '@core';
import { memoryBehaviour, type MemoryControls, type MemoryOptions } from '../shared/memory-behaviour';

/** Records what would have been sent, so tests can assert on it. */
export function createAnalyticsMemory(
  options: MemoryOptions = {},
): AnalyticsPort & MemoryControls & { readonly events: EnrichedAnalyticsEvent[] } {
  const behaviour = memoryBehaviour('analytics', options);
  const events: EnrichedAnalyticsEvent[] = [];
  return {
    events,
    failWith: behaviour.failWith,
    // a failed send records nothing, like a collector that never received it
    send: (event) =>
      behaviour.respond(() => {
        events.push(event);
        return ok(undefined);
      }),
  };
}

/** Records page views, consent updates and events instead of pushing to a dataLayer. */
export function createTagManagerMemory(): TagManagerPort & {
  readonly pageViews: string[];
  readonly consents: ConsentModeState[];
  readonly events: EnrichedAnalyticsEvent[];
} {
  const pageViews: string[] = [];
  const consents: ConsentModeState[] = [];
  const events: EnrichedAnalyticsEvent[] = [];
  return {
    pageViews,
    consents,
    events,
    pageView: (path) => void pageViews.push(path),
    consent: (state) => void consents.push({ ...state }),
    event: (e) => void events.push(e),
  };
}
