/**
 * A signed-in fan on a shared, movable clock, for the stand-in media tests: the service
 * and the accounts read the same clock. `call` makes any request as one device of the fan.
 */
import { Hono } from 'hono';
import { openAccountStore } from '../../sso/account-store';
import { createStreamMediaService, type PlaybackTokenResponse } from './stream-media-service';

export interface MediaWorldOptions {
  readonly entitlements?: string[];
  readonly country?: string;
  readonly concurrencyLimit?: number;
  /** where the service is mounted (its playlist addresses follow the request's path) */
  readonly mount?: string;
  /** when the live broadcast began (the live video's rewind window reaches back to it) */
  readonly broadcastStartMs?: number;
}

export async function createMediaWorld(options: MediaWorldOptions = {}) {
  const clock = { t: Date.UTC(2026, 4, 30, 15, 0, 0) };
  const now = () => clock.t;
  const accounts = openAccountStore({ dataDir: null, now, accessTokenTtlMs: 24 * 3_600_000 });
  const reg = await accounts.register({
    email: 'ann.fan@example.com',
    password: 'correct-horse',
    firstName: 'Ann',
    lastName: 'Fan',
  });
  if (!reg.ok) throw new Error(reg.message);
  if (options.entitlements) accounts.grantEntitlements('ann.fan@example.com', options.entitlements);
  const { accessToken } = accounts.startSession(reg.user.id, null);
  const service = createStreamMediaService({
    accounts,
    now,
    concurrencyLimit: options.concurrencyLimit ?? 2,
    ...(options.country ? { country: options.country } : {}),
    ...(options.broadcastStartMs !== undefined ? { broadcastStartMs: options.broadcastStartMs } : {}),
  });
  const app = options.mount ? new Hono().route(options.mount, service) : service;
  const base = `http://stand-in.test${options.mount ?? ''}`;
  const requestToken = (
    entryId: string,
    init: { device?: string; country?: string; bearer?: string | null; userAgent?: string } = {},
  ) =>
    app.request(`${base}/playback-token`, {
      method: 'POST',
      body: JSON.stringify({ entryId }),
      headers: {
        'content-type': 'application/json',
        'x-device-id': init.device ?? 'device-a',
        ...(init.bearer === null ? {} : { authorization: `Bearer ${init.bearer ?? accessToken}` }),
        ...(init.country ? { 'x-viewer-country': init.country } : {}),
        ...(init.userAgent ? { 'user-agent': init.userAgent } : {}),
      },
    });
  const tokenFor = async (entryId: string, device = 'device-a') => {
    const res = await requestToken(entryId, { device });
    expect(res.status).toBe(200);
    return ((await res.json()) as PlaybackTokenResponse).token;
  };
  // a player on the device the token was issued to (device-binding.test.ts covers the others)
  const get = (path: string, headers: Record<string, string> = {}) =>
    app.request(path.startsWith('http') ? path : `${base}${path}`, {
      headers: { 'x-device-id': 'device-a', ...headers },
    });
  /** the multivariant playlist, as the token call names it */
  const playlist = (entryId: string, token: string, device = 'device-a') =>
    get(`/hls/${entryId}/index.m3u8?token=${encodeURIComponent(token)}`, { 'x-device-id': device });
  /** a rendition's playlist and segments, at the addresses the multivariant playlist names */
  const renditionPath = (entryId: string, token: string, rendition: string, device = 'device-a') =>
    `/hls/${entryId}/a/${encodeURIComponent(token)}/${device}/${rendition}`;
  const media = (entryId: string, token: string, rendition = '240p', headers: Record<string, string> = {}) =>
    get(`${renditionPath(entryId, token, rendition)}/index.m3u8`, headers);
  const segment = (entryId: string, name: string, token: string, rendition = '240p') =>
    get(`${renditionPath(entryId, token, rendition)}/${name}`);
  const captions = (entryId: string, token: string) =>
    get(`/hls/${entryId}/captions.vtt?token=${encodeURIComponent(token)}`);
  /** an account call (init, logout, devices, progress) as `device` of the fan; bearer null: none */
  const call = (
    method: 'GET' | 'POST',
    path: string,
    init: { device?: string | null; bearer?: string | null; body?: unknown; country?: string } = {},
  ) =>
    app.request(`${base}${path}`, {
      method,
      headers: {
        ...(init.device === null ? {} : { 'x-device-id': init.device ?? 'device-a' }),
        ...(init.bearer === null ? {} : { authorization: `Bearer ${init.bearer ?? accessToken}` }),
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.country ? { 'x-viewer-country': init.country } : {}),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
  return { app, clock, accounts, accessToken, requestToken, tokenFor, playlist, media, segment, captions, get, call };
}

export const codeOf = async (res: Response) => ((await res.json()) as { code: string }).code;
