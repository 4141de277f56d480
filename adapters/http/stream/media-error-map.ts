/**
 * The media service's error codes (protocol/stream/media-wire.ts) as core StreamErrors.
 * The raw code always travels in `serviceCode` (logs, support); a code core has no
 * name for is a connection failure. For audio entries the service also sends the
 * stream service's audio access status, kept in `audioStatus`.
 */
import type { StreamError, StreamErrorCode } from '@core';
import type { MediaErrorWireCode } from '@protocol/stream/media-wire';

const mapped: Partial<Record<MediaErrorWireCode, StreamErrorCode>> = {
  'MEDIA.AUTH_REQUIRED': 'STREAM.LOGIN_REQUIRED',
  'MEDIA.NOT_ENTITLED': 'STREAM.PASS_REQUIRED',
  'MEDIA.GEO_BLOCKED': 'STREAM.GEO_BLOCKED',
  'MEDIA.CONCURRENCY': 'STREAM.CONCURRENCY_LIMIT',
  'MEDIA.ACCOUNT_BLOCKED': 'STREAM.ACCOUNT_BLOCKED',
  'MEDIA.PLAYBACK_STOPPED': 'STREAM.PLAYBACK_STOPPED',
  'MEDIA.UNKNOWN_DEVICE': 'STREAM.DEVICE_NOT_FOUND',
  // a wrong address, not an outage: said once, never retried
  'MEDIA.UNKNOWN_ENTRY': 'STREAM.UNKNOWN_ENTRY',
  // a revoked token means the account signed out: the fan must sign in again
  'MEDIA.TOKEN_REVOKED': 'STREAM.LOGIN_REQUIRED',
};

export function streamErrorFromMedia(serviceCode: string, audioStatus?: number): StreamError {
  const code = (mapped as Record<string, StreamErrorCode | undefined>)[serviceCode] ?? 'STREAM.CONNECTION_FAILED';
  return audioStatus === undefined ? { code, serviceCode } : { code, serviceCode, audioStatus };
}
