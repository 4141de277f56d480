/**
 * StreamPort over the stream service (the payments library's operations):
 * - sessionState: GET /session with the SSO access token as a Bearer token;
 * - packages: GET /packages (getSubscriptionPackageList);
 * - playbackToken: POST /playback-token { entryId } (getKSession), Bearer token when
 *   signed in (free entries play without one) and the device id in x-device-id.
 * The media service's coded refusals are mapped by media-error-map.ts. Every call goes
 * through the shared JSON client (timeout, progress tracking, one log line per failure).
 */
import { err, ok, type Result, type StreamError, type StreamPort } from '@core';
import * as z from 'zod/mini';
import {
  bindPlaylistToDevice,
  DEVICE_ID_HEADER,
  streamMediaPaths,
  type PlaybackTokenRequest,
} from '@protocol/stream/media-wire';
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
  ModelErrors: z.nullable(
    z.object({
      emailaddress: z.nullable(z.string()),
      password: z.nullable(z.string()),
      Concurrency: z.nullable(z.string()),
    }),
  ),
});

export interface HttpStreamPortOptions extends Omit<JsonClientOptions, 'service'> {
  /** the current SSO access token (read from the token store at each call) */
  readonly accessToken: () => string | undefined;
  /** this browser's stable device id (the concurrency limit counts devices); default 'web' */
  readonly deviceId?: () => string;
}

export function createStreamHttp(options: HttpStreamPortOptions): StreamPort {
  const deviceId = options.deviceId ?? (() => 'web');
  const client = createJsonClient({ ...options, service: 'stream' });
  // the access token is read at each call, never held: a sign-out between calls is honoured
  const bearer = (token: string | undefined): Record<string, string> =>
    token ? { authorization: `Bearer ${token}` } : {};
  const failed = (serviceCode?: string): Result<never, StreamError> =>
    err(serviceCode ? { code: 'STREAM.CONNECTION_FAILED', serviceCode } : { code: 'STREAM.CONNECTION_FAILED' });

  /** A body that breaks its schema is reported once through the client and is a connection failure. */
  function parsed<S extends z.core.$ZodType>(schema: S, value: unknown, what: string): z.infer<S> | undefined {
    const r = z.safeParse(schema, value);
    if (r.success) return r.data;
    client.reportInvalid(`${what} broke its schema`);
    return undefined;
  }

  return {
    async sessionState() {
      const token = options.accessToken();
      if (!token) return err({ code: 'STREAM.LOGIN_REQUIRED' });
      const r = await client.getJson(streamPaths.session, undefined, { headers: bearer(token) });
      if (!r.ok) return failed();
      const session = parsed(sessionSchema, r.value, 'stream session');
      if (!session) return failed();
      const s = session.CurrentCustomerSession;
      return ok({
        customerId: s.CustomerId,
        firstName: s.CustomerFirstName,
        lastName: s.CustomerLastName,
        entitlements: s.CustomerEntitlements.split(',')
          .map((e) => e.trim())
          .filter(Boolean),
      });
    },

    /**
     * Bearer token when signed in (free entries play without one), the device id for the
     * concurrency limit. A refusal's body carries the media service's code, read through
     * the client's onRefusal. Nothing here logs the token or the access token.
     */
    async playbackToken(entryId) {
      const body: PlaybackTokenRequest = { entryId };
      let refusal: unknown;
      const r = await client.postJson(streamMediaPaths.playbackToken, body, {
        headers: { ...bearer(options.accessToken()), [DEVICE_ID_HEADER]: deviceId() },
        onRefusal: (answer) => {
          refusal = answer.body;
        },
      });
      if (!r.ok) {
        const coded = z.safeParse(mediaErrorSchema, refusal);
        return coded.success ? err(streamErrorFromMedia(coded.data.code, coded.data.audioStatus)) : failed();
      }
      const token = parsed(playbackTokenSchema, r.value, 'playback token');
      // the media service binds the token to this device: every playlist, segment and captions
      // request must name it, and players cannot add headers to media requests
      if (!token) return failed();
      const { captionsUrl, ...rest } = token;
      return ok({
        ...rest,
        playlistUrl: bindPlaylistToDevice(token.playlistUrl, deviceId()),
        ...(captionsUrl ? { captionsUrl: bindPlaylistToDevice(captionsUrl, deviceId()) } : {}),
      });
    },

    async packages() {
      const r = await client.getJson(streamPackagePaths.packages);
      if (!r.ok) return failed();
      const plans = parsed(packageListSchema, r.value, 'stream packages');
      if (!plans) return failed();
      // an empty list is the catalogued 'No packages available', not a failure of the service
      return plans.length === 0 ? err({ code: 'STREAM.NO_PACKAGES' }) : ok(plans);
    },
  };
}
