import type { Clock } from '../ports/clock.port';
import type { AnalyticsTracker } from './analytics-tracker';

/**
 * A tracker whose code arrives later: analytics must never weigh on the first page, and
 * a fan who has not allowed analytics never downloads it at all. Until the real tracker
 * has loaded, allowed actions wait in order with the moment they happened (and the page
 * they happened on, read by `url`); identity and start are passed on once it is there.
 * The first allowed action starts the download.
 */
export function makeDeferredTracker({
  load,
  allowed,
  clock,
  url,
}: {
  load: () => Promise<AnalyticsTracker>;
  allowed: () => boolean;
  clock: Clock;
  url: () => string;
}): AnalyticsTracker {
  let real: AnalyticsTracker | null = null;
  let loading = false;
  let started = false;
  let stopReal: (() => void) | null = null;
  let identity: Parameters<AnalyticsTracker['identify']>[0] | null = null;
  const waiting: Parameters<AnalyticsTracker['track']>[] = [];
  const whenLoaded: (() => void)[] = [];
  const whenStarted: (() => void)[] = [];
  const ensureLoaded = () => {
    if (loading) return;
    loading = true;
    void load().then(
      (tracker) => {
        real = tracker;
        if (identity) tracker.identify(identity);
        if (started) stopReal = tracker.start();
        for (const args of waiting.splice(0)) tracker.track(...args);
        for (const then of whenLoaded.splice(0)) then();
      },
      () => {
        loading = false;
      },
    );
  };
  return {
    track(action, subject = {}) {
      if (real) {
        real.track(action, subject);
        return;
      }
      if (!allowed()) return;
      waiting.push([action, { ...subject, url: subject.url ?? url(), at: subject.at ?? clock.now() }]);
      ensureLoaded();
    },
    whenDeliverable(then) {
      // loaded and started: its batches go out on page hide
      if (real && started) {
        then();
        return;
      }
      if (real) {
        whenStarted.push(then);
        return;
      }
      whenLoaded.push(() => (started ? then() : whenStarted.push(then)));
      ensureLoaded();
    },
    identify(next) {
      identity = next;
      real?.identify(next);
    },
    start() {
      started = true;
      if (real) stopReal = real.start();
      if (real) for (const then of whenStarted.splice(0)) then();
      return () => {
        started = false;
        stopReal?.();
        stopReal = null;
      };
    },
  };
}
