/**
 * The media service's error codes (protocol/stream/media-wire.ts) as core StreamErrors.
 * Core's StreamError has no geo or concurrency code yet, so those (and every other code
 * core cannot say) become STREAM.CONNECTION_FAILED; the raw code always travels in
 * `serviceCode` so the UI can tell the fan the real reason (core's STREAM.GEO_BLOCKED /
 * STREAM.CONCURRENCY_LIMIT texts) until core grows the codes.
 */
import type { StreamError } from '@core';
import type { MediaErrorWireCode } from '@protocol/stream/media-wire';

export type StreamPortError = StreamError & { readonly serviceCode?: string };

const mapped: Partial<Record<MediaErrorWireCode, StreamError['code']>> = {
  'MEDIA.AUTH_REQUIRED': 'STREAM.LOGIN_REQUIRED',
  'MEDIA.NOT_ENTITLED': 'STREAM.PASS_REQUIRED',
};

export function streamErrorFromMedia(serviceCode: string): StreamPortError {
  const code = (mapped as Record<string, StreamError['code'] | undefined>)[serviceCode] ?? 'STREAM.CONNECTION_FAILED';
  return { code, serviceCode } as StreamPortError;
}
