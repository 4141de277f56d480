/**
 * StreamPort over the stream service (the payments library's operations):
 * - init: GET /init (the service's settings and the caller's location);
 * - login, sessionState: POST /login (doLogin), GET /session (getSessionState), with the
 *   SSO access token as a Bearer token;
 * - logout: POST /logout (doLogout): every playback lease of the account ends;
 * - packages: GET /packages (getSubscriptionPackageList);
 * - playbackToken: POST /playback-token { entryId } (getKSession), Bearer token when
 *   signed in (free entries play without one) and the device id in x-device-id;
 * - devices, stopDevice, progress, recentProgress, saveProgress: the account's playback
 *   leases and watch progress (protocol/stream/stream-account-wire.ts), Bearer and device.
 * The media service's coded refusals are mapped by media-error-map.ts. Every call goes
 * through the shared JSON client (timeout, progress tracking, one log line per failure).
 */
import { err, ok, type Result, type ServiceError, type StreamError, type StreamPort, type StreamSession } from '@core';
import * as z from 'zod/mini';
import {
  bindPlaylistToDevice,
  DEVICE_ID_HEADER,
  streamMediaPaths,
  type PlaybackTokenRequest,
} from '@protocol/stream/media-wire';
import { streamPackagePaths } from '@protocol/stream/packages-wire';
import { streamPaths } from '@protocol/stream/stream-session-wire';
import { streamAccountPaths, type SaveProgressRequest } from '@protocol/stream/stream-account-wire';
import { createJsonClient, type JsonClientOptions, type JsonRequestOptions } from '../shared/json-client';
import { streamErrorFromMedia } from './media-error-map';
import {
  mediaErrorSchema,
  packageListSchema,
  playbackDevicesSchema,
  playbackTokenSchema,
  streamInitSchema,
  streamSessionSchema,
  watchProgressListSchema,
  watchProgressOfSchema,
  watchProgressSchema,
} from './stream-schema';

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

  /** the session answer of getSessionState and doLogin, alike */
  async function session(method: 'GET' | 'POST', path: string): Promise<Result<StreamSession, StreamError>> {
    const token = options.accessToken();
    if (!token) return err({ code: 'STREAM.LOGIN_REQUIRED' });
    const headers = { headers: { ...bearer(token), [DEVICE_ID_HEADER]: deviceId() } };
    const r =
      method === 'GET' ? await client.getJson(path, undefined, headers) : await client.postJson(path, {}, headers);
    if (!r.ok) return failed();
    const answer = parsed(streamSessionSchema, r.value, 'stream session');
    if (!answer) return failed();
    const s = answer.CurrentCustomerSession;
    return ok({
      customerId: s.CustomerId,
      firstName: s.CustomerFirstName,
      lastName: s.CustomerLastName,
      entitlements: s.CustomerEntitlements.split(',')
        .map((e) => e.trim())
        .filter(Boolean),
    });
  }

  /**
   * A call for the signed-in account from this device: a guest is told to sign in without
   * a call; a refusal carries the media service's code (mapped), anything else is the
   * connection failure. `schema` null: the answer has no body worth reading (204).
   */
  async function forAccount<S extends z.core.$ZodType>(
    what: string,
    schema: S | null,
    send: (options: JsonRequestOptions) => Promise<Result<unknown, ServiceError>>,
    keepalive = false,
  ): Promise<Result<z.infer<S>, StreamError>> {
    const token = options.accessToken();
    if (!token) return err({ code: 'STREAM.LOGIN_REQUIRED' });
    let refusal: unknown;
    const r = await send({
      headers: { ...bearer(token), [DEVICE_ID_HEADER]: deviceId() },
      onRefusal: (answer) => {
        refusal = answer.body;
      },
      ...(keepalive ? { keepalive } : {}),
    });
    if (!r.ok) {
      const coded = z.safeParse(mediaErrorSchema, refusal);
      return coded.success ? err(streamErrorFromMedia(coded.data.code)) : failed();
    }
    if (schema === null) return ok(undefined as z.infer<S>);
    const value = parsed(schema, r.value, what);
    return value === undefined ? failed() : ok(value);
  }

  return {
    async init() {
      const r = await client.getJson(streamAccountPaths.init);
      if (!r.ok) return failed();
      const settings = parsed(streamInitSchema, r.value, 'stream init');
      return settings ? ok(settings) : failed();
    },

    login: () => session('POST', streamAccountPaths.login),

    async logout() {
      const r = await forAccount('stream logout', null, (o) => client.postJson(streamAccountPaths.logout, {}, o));
      return r.ok ? ok(undefined) : r;
    },

    sessionState: () => session('GET', streamPaths.session),

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

    devices: () =>
      forAccount('playback devices', playbackDevicesSchema, (o) =>
        client.getJson(streamAccountPaths.devices, undefined, o),
      ),

    async stopDevice(leaseId) {
      const path = streamAccountPaths.stopDevice(leaseId);
      const r = await forAccount('stop device', null, (o) => client.postJson(path, {}, o));
      return r.ok ? ok(undefined) : r;
    },

    async progress(entryId) {
      const r = await forAccount('watch progress', watchProgressOfSchema, (o) =>
        client.getJson(streamAccountPaths.progressOf(entryId), undefined, o),
      );
      return r.ok ? ok(r.value.progress) : r;
    },

    async recentProgress() {
      const r = await forAccount('watch progress list', watchProgressListSchema, (o) =>
        client.getJson(streamAccountPaths.progress, undefined, o),
      );
      return r.ok ? ok(r.value.items) : r;
    },

    saveProgress(entryId, positionSeconds, saveOptions) {
      const body: SaveProgressRequest = { entryId, positionSeconds };
      return forAccount(
        'saved progress',
        watchProgressSchema,
        (o) => client.postJson(streamAccountPaths.progress, body, o),
        saveOptions?.leaving ?? false,
      );
    },
  };
}
