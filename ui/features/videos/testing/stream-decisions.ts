import { accessGranted, type StreamAccessDecision, type StreamRefusal } from '@core';

/**
 * Tests and stories only: each decision the stream lock can be given, as core's
 * openStream refuses (the stream service has the last word on geo and devices).
 */
export const decisions = {
  passRequired: { ok: false, kind: 'upgrade-required', code: 'STREAM.PASS_REQUIRED' },
  notSubscribed: { ok: false, kind: 'upgrade-required', code: 'STREAM.NOT_SUBSCRIBED' },
  loginRequired: { ok: false, kind: 'login-required', code: 'STREAM.LOGIN_REQUIRED' },
  geoBlocked: { ok: false, kind: 'geo-blocked', code: 'STREAM.GEO_BLOCKED' },
  deviceLimit: { ok: false, kind: 'concurrency-limit', code: 'STREAM.CONCURRENCY_LIMIT', limit: 2 },
  stopped: { ok: false, kind: 'stopped', code: 'STREAM.PLAYBACK_STOPPED' },
  blocked: { ok: false, kind: 'blocked', code: 'STREAM.ACCOUNT_BLOCKED' },
  granted: accessGranted,
} as const satisfies Record<string, StreamAccessDecision>;

/** the stream service has no such entry (a wrong address): not an outage, never asked again */
export const unknownEntry = {
  ok: false,
  kind: 'not-found',
  code: 'STREAM.UNKNOWN_ENTRY',
} as const satisfies StreamRefusal;
