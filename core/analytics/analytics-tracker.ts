import { Subject } from 'rxjs';
import { analyticsBatch, randomIdRange } from '../config/site-config';
import type { AnalyticsBeaconPort, TagManagerPort } from '../ports/analytics.port';
import type { Clock } from '../ports/clock.port';
import type { Random } from '../ports/random.port';
import type { AnalyticsAction, AnalyticsSubject } from './analytics-actions';
import type { EnrichedAnalyticsEvent } from './analytics-types';
import { batchEvents, type BatchLimits } from './batch-events';
import { enrichEvent, type AnalyticsEnvironment } from './enrich-event';
import { scrubTrackedPath } from './tracked-path';

/** What the page knows at the moment of an event (read then, never cached). */
export interface TrackingContext {
  /** the fan's analytics consent now (the app news layout counts as accepted) */
  readonly allowed: boolean;
  /** the page's address, path and query; scrubbed here before it goes anywhere */
  readonly url: string;
  readonly environment: AnalyticsEnvironment;
}

export interface TrackingIdentity {
  readonly sessionID: number;
  /** '' for a guest */
  readonly ssoID: string;
}

export interface AnalyticsTracker {
  /**
   * counts one action, if the fan allows analytics; otherwise nothing at all happens.
   * `url` and `at` (epoch ms) default to the page and the moment of the call.
   */
  track(action: AnalyticsAction, subject?: AnalyticsSubject & { readonly url?: string; readonly at?: number }): void;
  /** the signed-in fan (or the guest) that later events belong to */
  identify(identity: TrackingIdentity): void;
  /** begins delivering batches; returns the disposer */
  start(): () => void;
  /**
   * runs `then` once an event tracked from then on reaches the collector even if the page is left
   * at once (its delivery is in place); at once where it always is. A deferred tracker whose code
   * is still loading would lose it: the first page's view waits here before the app takes it over
   * from the page's quick-leave script.
   */
  whenDeliverable?(then: () => void): void;
}

const subjectFields = ['advertID', 'advertName', 'advertRef', 'campaignRef'] as const;

/**
 * The analytics use case: every allowed action becomes the spec's event, enriched,
 * pushed to the tag manager at once and batched for the analytics service (sent on a
 * full batch, after a wait, or when the page is hidden). Consent is checked when the
 * event happens and again when its batch leaves, so withdrawing stops everything at
 * once, including what was waiting.
 */
export function makeAnalyticsTracker({
  beacon,
  tagManager,
  clock,
  random,
  context,
  limits = analyticsBatch,
}: {
  beacon: AnalyticsBeaconPort;
  tagManager: TagManagerPort;
  clock: Clock;
  random: Random;
  context: () => TrackingContext;
  limits?: BatchLimits;
}): AnalyticsTracker {
  const events = new Subject<EnrichedAnalyticsEvent>();
  // a page load is a session until the account says which one it belongs to
  let identity: TrackingIdentity = { sessionID: random.int(randomIdRange.min, randomIdRange.max), ssoID: '' };
  return {
    track(action, subject = {}) {
      const now = context();
      if (!now.allowed) return;
      const named: Record<string, string> = {};
      // only the spec's fields: a caller's object carrying more never reaches the collector
      for (const k of subjectFields) if (subject[k]) named[k] = subject[k];
      const event = enrichEvent(
        {
          action,
          ...named,
          sessionID: identity.sessionID,
          ssoID: identity.ssoID,
          timestamp: subject.at ?? clock.now(),
          url: scrubTrackedPath(subject.url ?? now.url),
          userAllowTracking: true,
        },
        now.environment,
        random,
      );
      tagManager.event(event);
      events.next(event);
    },
    identify(next) {
      identity = { sessionID: next.sessionID, ssoID: next.ssoID };
    },
    start() {
      const delivery = batchEvents(events, beacon.pageHides(), limits).subscribe((batch) => {
        if (context().allowed) beacon.deliver(batch);
      });
      return () => delivery.unsubscribe();
    },
  };
}
