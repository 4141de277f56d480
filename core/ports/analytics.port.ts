import type { Result } from '../shared/result';
import type { ServiceError } from '../shared/service-error';
import type { EnrichedAnalyticsEvent } from '../analytics/analytics-types';

export interface AnalyticsPort {
  send(event: EnrichedAnalyticsEvent): Promise<Result<void, ServiceError>>;
}

/** The tag manager (a browser adapter): page views on route change when tracking is allowed. */
export interface TagManagerPort {
  pageView(path: string): void;
}
