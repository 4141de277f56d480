/** AnalyticsPort over the analytics collector: POST /events with one enriched event. */
import { ok, type AnalyticsPort } from '@core';
import type { JsonClient } from '../shared/json-client';

export function createAnalyticsHttp({ client }: { client: JsonClient }): AnalyticsPort {
  return {
    async send(event) {
      const result = await client.postJson('/events', event);
      return result.ok ? ok(undefined) : result;
    },
  };
}
