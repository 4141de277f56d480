import type { Observable } from 'rxjs';
import type { Result } from '../shared/result';
import type { ServiceError } from '../shared/service-error';
import type { EnrichedAnalyticsEvent } from '../analytics/analytics-types';
import type { ConsentModeState } from '../analytics/consent-mode';

export interface AnalyticsPort {
  send(event: EnrichedAnalyticsEvent): Promise<Result<void, ServiceError>>;
}

/**
 * How batches of events leave the page: handed to the browser so they arrive even as
 * the fan leaves, never awaited (analytics must never hold up the page). `pageHides`
 * fires when the page is hidden or left: the last moment to deliver what waits.
 */
export interface AnalyticsBeaconPort {
  deliver(events: readonly EnrichedAnalyticsEvent[]): void;
  pageHides(): Observable<void>;
}

/**
 * The tag manager (a browser adapter). Consent Mode v2: the adapter sets the default
 * (every signal denied) before anything else reaches the tag manager; `consent` sends
 * the fan's choice as an update. Page views on route change and analytics events go
 * to it only when tracking is allowed (the callers gate them).
 */
export interface TagManagerPort {
  pageView(path: string): void;
  consent(state: ConsentModeState): void;
  event(event: EnrichedAnalyticsEvent): void;
}
