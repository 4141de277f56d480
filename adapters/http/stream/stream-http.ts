/**
 * StreamPort over the stream service (the payments library's operations):
 * - sessionState: GET /session with the SSO access token as a Bearer token;
 * - packages: GET /packages (getSubscriptionPackageList);
 * - playbackToken: POST /playback-token { entryId } (getKSession), Bearer token when
 *   signed in (free entries play without one) and the device id in x-device-id.
 * The media service's coded refusals are mapped by media-error-map.ts.
 */
import { err, ok, type PlaybackToken, type Result, type StreamError, type StreamPort } from '@core';
import * as z from 'zod/mini';
import { DEVICE_ID_HEADER, streamMediaPaths, type PlaybackTokenRequest } from '@protocol/stream/media-wire';
import { streamPackagePaths } from '@protocol/stream/packages-wire';
import { streamPaths } from '@protocol/stream/stream-session-wire';
import { createJsonClient, type JsonClientOptions } from '../shared/json-client';
import { streamErrorFromMedia } from './media-error-map';
import { mediaErrorSchema, packageListSchema, playbackTokenSchema } from './stream-schema';

const sessionSchema = z.object({
  CurrentCustomerSession: z.object({
    CustomerFirstName: z.string(),
    CustomerLastName: z.string(),
    CustomerEntitlements: z.string(),
    CustomerId: z.string().check(z.minLength(1)),
  }),
  AuthenticationToken: z.nullable(z.string()),
  ModelErrors: z.nullable(z.object({ emailaddress: z.nullable(z.string()), password: z.nullable(z.string()), Concurrency: z.nullable(z.string()) })),
});

export interface HttpStreamPortOptions extends Omit<JsonClientOptions, 'service'> {
  /** the current SSO access token (read from the token store at each call) */
  readonly accessToken: () => string | undefined;
  /** this browser's stable device id (the concurrency limit counts devices); default 'web' */
  readonly deviceId?: () => string;
}


export function createStreamHttp(options: HttpStreamPortOptions): StreamPort {
  const baseFetch: typeof fetch = options.fetchImpl ?? ((input, init) => globalThis.fetch(input, init));
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 8000;
  const deviceId = options.deviceId ?? (() => 'web');
  // the shared JSON client has no header option: a client per call adds this call's
  // Authorization on the way out (a shared mutable token would race between calls)
  const clientFor = (token: string | undefined) => createJsonClient({
    ...options,
    service: 'stream',
    fetchImpl: token
      ? (input, init) => baseFetch(input, { ...init, headers: { ...(init?.headers as Record<string, string> | undefined), authorization: `Bearer ${token}` } })
      : baseFetch,
  });
  const failed = (serviceCode?: string): Result<never, StreamError> =>
    err(serviceCode ? { code: 'STREAM.CONNECTION_FAILED', serviceCode } : { code: 'STREAM.CONNECTION_FAILED' });

  /**
   * The playback-token call reads the refusal's body (the JSON client reduces every
   * non-2xx to SERVICE.UNAVAILABLE), so it fetches for itself. Nothing here logs the
   * token or the access token.
   */
  async function postPlaybackToken(entryId: string): Promise<Result<PlaybackToken, StreamError>> {
    const token = options.accessToken();
    const body: PlaybackTokenRequest = { entryId };
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    options.activity?.begin();
    let result: Result<PlaybackToken, StreamError>;
    try {
      const response = await baseFetch(`${base}${streamMediaPaths.playbackToken}`, {
        method: 'POST',
        headers: {
          accept: 'application/json', 'content-type': 'application/json', [DEVICE_ID_HEADER]: deviceId(),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
        signal: controller.signal,
      });
      const json: unknown = await response.json().catch(() => undefined);
      if (!response.ok) {
        const coded = z.safeParse(mediaErrorSchema, json);
        result = coded.success ? err(streamErrorFromMedia(coded.data.code, coded.data.audioStatus)) : failed();
      } else {
        const parsed = z.safeParse(playbackTokenSchema, json);
        result = parsed.success ? ok(parsed.data) : failed();
      }
    } catch {
      result = failed();
    } finally {
      clearTimeout(timer);
    }
    options.activity?.end({ failed: !result.ok });
    if (!result.ok) options.log?.({ service: 'stream', method: 'POST', path: streamMediaPaths.playbackToken, code: 'SERVICE.UNAVAILABLE', reason: result.error.serviceCode ?? 'no usable answer' });
    return result;
  }

  return {
    async sessionState() {
      const token = options.accessToken();
      if (!token) return err({ code: 'STREAM.LOGIN_REQUIRED' });
      const client = clientFor(token);
      const r = await client.getJson(streamPaths.session);
      if (!r.ok) return err({ code: 'STREAM.CONNECTION_FAILED' });
      const parsed = z.safeParse(sessionSchema, r.value);
      if (!parsed.success) {
        client.reportInvalid('stream session broke its schema');
        return err({ code: 'STREAM.CONNECTION_FAILED' });
      }
      const s = parsed.data.CurrentCustomerSession;
      return ok({
        customerId: s.CustomerId, firstName: s.CustomerFirstName, lastName: s.CustomerLastName,
        entitlements: s.CustomerEntitlements.split(',').map((e) => e.trim()).filter(Boolean),
      });
    },

    playbackToken: (entryId) => postPlaybackToken(entryId),

    async packages() {
      const client = clientFor(undefined);
      const r = await client.getJson(streamPackagePaths.packages);
      if (!r.ok) return err({ code: 'STREAM.CONNECTION_FAILED' });
      const parsed = z.safeParse(packageListSchema, r.value);
      if (!parsed.success) {
        client.reportInvalid('stream packages broke their schema');
        return err({ code: 'STREAM.CONNECTION_FAILED' });
      }
      // an empty list is the catalogued 'No packages available', not a failure of the service
      return parsed.data.length === 0 ? err({ code: 'STREAM.NO_PACKAGES' }) : ok(parsed.data);
    },
  };
}
