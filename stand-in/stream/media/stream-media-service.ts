/**
 * The stand-in stream service's media (mount it under /stream, next to the session
 * service): playback tokens and the HLS playlists, segments and captions they open. See
 * README.md in this folder for the wire.
 *
 * Every playlist (multivariant and per rendition), segment and captions request is
 * checked again (signature, expiry, entry, device, the user's entitlement, geo and the
 * device limit), so a pass that lapses or a token copied to another entry stops working at
 * the next request. Tokens only ever travel in addresses and bodies; nothing here logs
 * requests.
 */
import { Hono, type Context } from 'hono';
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { DEVICE_ID_PARAM } from '@protocol/stream/media-wire';
import type { AccountStore } from '../../sso/account-store';
import { addAccountRoutes } from './stream-account-routes';
import { createPlaybackLeases, LEASE_IDLE_MS } from './playback-leases';
import {
  liveWindow,
  meanSegmentMs,
  playlistDuration,
  renderLivePlaylist,
  renderMultivariantPlaylist,
  renderVodPlaylist,
} from './hls-playlist';
import { isIsoCountryCode } from './iso-countries';
import { findEntry, isEntitled, isGeoBlocked, mediaCatalogue, type MediaEntry } from './media-catalogue';
import { mediaErrorBody, mediaErrors, type MediaErrorCode } from './media-errors';
import { createMediaFiles } from './media-files';
import { readPlaybackToken, signPlaybackToken, type PlaybackClaims } from './playback-token';

export const PLAYBACK_TOKEN_TTL_MS = 60_000;
/** however often it is renewed by use, one token plays for at most this long */
export const PLAYBACK_MAX_MS = 6 * 3_600_000;
export const GUEST_USER = 'guest';
export const DEVICE_HEADER = 'x-device-id';
export const COUNTRY_HEADER = 'x-viewer-country';
/**
 * The live video's rewind window: it reaches back to the start of the
 * broadcast (so a fan can watch from kick-off), never less than half an hour and never
 * more than three hours (a longer window only makes the first playlist longer).
 */
export const LIVE_WINDOW_MIN_MS = 30 * 60_000;
export const LIVE_WINDOW_MAX_MS = 3 * 3_600_000;
/** Playlist Delta Updates: a reload lists only the last 12 s (the least allowed: 6 target durations of 2 s) */
export const LIVE_CAN_SKIP_UNTIL_SECONDS = 12;
/** the live audio commentary keeps a short window: the floating player has no rewind */
export const LIVE_AUDIO_WINDOW_SEGMENTS = 4;

export interface StreamMediaOptions {
  readonly accounts: Pick<AccountStore, 'userForAccessToken' | 'userById'>;
  readonly now?: () => number;
  /** the viewer's country when no x-viewer-country header says otherwise (ISO 3166 alpha-2) */
  readonly country?: string;
  /** devices per account that may play at once (each holds a lease while it plays, LEASE_IDLE_MS after) */
  readonly concurrencyLimit?: number;
  readonly tokenTtlMs?: number;
  /** the HMAC key; default a random one per start, so tokens do not survive a restart */
  readonly secret?: string | Uint8Array;
  /** default stand-in/media/ */
  readonly mediaDir?: string;
  /**
   * When the live broadcast began (epoch ms: the live match's kick-off less the pre-match):
   * the live video's rewind window reaches back to it, within LIVE_WINDOW_MIN_MS and
   * LIVE_WINDOW_MAX_MS. Without it the window is LIVE_WINDOW_MIN_MS.
   */
  readonly broadcastStartMs?: number;
}

export interface PlaybackTokenResponse {
  readonly entryId: string;
  readonly token: string;
  readonly expiresAt: string;
  /** absolute URL of the entry's multivariant playlist, token included */
  readonly playlistUrl: string;
  /** absolute URL of the entry's WebVTT captions, token included (on-demand videos) */
  readonly captionsUrl?: string;
}

const LIVE_CACHE = 'no-store';
/** playlists longer than this are sent gzipped to a player that accepts it (a rewind window is thousands of lines) */
const GZIP_FROM_BYTES = 1_024;

export function createStreamMediaService(options: StreamMediaOptions): Hono {
  const { accounts } = options;
  const now = options.now ?? (() => Date.now());
  const limit = options.concurrencyLimit ?? 2;
  const ttl = options.tokenTtlMs ?? PLAYBACK_TOKEN_TTL_MS;
  const secret = options.secret === undefined ? randomBytes(32) : Buffer.from(options.secret);
  const files = createMediaFiles(options.mediaDir);
  // the live loops start here (hls-playlist.ts liveWindow: small sequence numbers), early enough for the longest window
  const liveEpochMs = Math.floor(now()) - LIVE_WINDOW_MAX_MS;
  const leases = createPlaybackLeases({ now, secret, idleMs: LEASE_IDLE_MS, tokenMaxMs: PLAYBACK_MAX_MS });
  /**
   * token id -> until when it stays valid through use. A token is short-lived (ttl) but
   * a player that keeps using it (a live playlist reloads every few seconds, a long
   * video fetches segments as it goes) renews it; idle for ttl, it is dead, and the
   * player asks for a new one.
   */
  const renewals = new Map<string, number>();

  const app = new Hono();
  const fail = (c: Context, code: MediaErrorCode, audioStatus?: number) => {
    c.header('Cache-Control', 'no-store');
    const body = audioStatus === undefined ? mediaErrorBody(code) : { ...mediaErrorBody(code), audioStatus };
    return c.json(body, mediaErrors[code].status);
  };
  /**
   * The stream service's audio access status for a refused audio entry (video-audio §4):
   * 0 not logged in, 1 no subscriptions at all, 2 not subscribed to this one, 3 blocked.
   */
  const audioStatusOf = (entry: MediaEntry, code: MediaErrorCode, userId: string): number | undefined => {
    if (entry.kind !== 'live-audio') return undefined;
    if (code === 'AUTH_REQUIRED') return 0;
    if (code === 'ACCOUNT_BLOCKED') return 3;
    if (code !== 'NOT_ENTITLED') return undefined;
    return (accounts.userById(userId)?.entitlements.length ?? 0) === 0 ? 1 : 2;
  };
  if (options.country !== undefined && !isIsoCountryCode(options.country))
    throw new Error(`The stand-in's country setting "${options.country}" is not an ISO 3166-1 alpha-2 code`);
  /** the viewer's country, exactly one ISO code (or unknown: no header, no setting); anything else is BAD_COUNTRY */
  const countryOf = (c: Context): string | undefined | 'bad' => {
    const header = c.req.header(COUNTRY_HEADER);
    if (header === undefined) return options.country;
    return isIsoCountryCode(header) ? header : 'bad';
  };
  const bearerUser = (c: Context) => {
    const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
    return match ? accounts.userForAccessToken(match[1]!) : null;
  };

  const userAgentOf = (c: Context) => c.req.header('user-agent') ?? '';

  /** the rules a request must pass both to get a token and to use one; a paid entry's pass renews the lease */
  function access(entry: MediaEntry, userId: string, deviceId: string, c: Context): MediaErrorCode | null {
    const country = countryOf(c);
    if (country === 'bad') return 'BAD_COUNTRY';
    if (isGeoBlocked(entry, country)) return 'GEO_BLOCKED';
    if (entry.entitlements === null) return null;
    const user = userId === GUEST_USER ? undefined : accounts.userById(userId);
    if (!user) return 'AUTH_REQUIRED';
    // blocked by an administrator (ACCESS-4): before the pass, so the fan is told the real reason
    if (user.blocked) return 'ACCOUNT_BLOCKED';
    if (!isEntitled(entry, user.entitlements)) return 'NOT_ENTITLED';
    if (!leases.hasRoom(user.id, deviceId, limit)) return 'CONCURRENCY';
    leases.touch(user.id, deviceId, { entryId: entry.id, userAgent: userAgentOf(c) });
    return null;
  }

  app.get('/entries', (c) =>
    c.json({
      entries: mediaCatalogue.map((e) => ({
        entryId: e.id,
        title: e.title,
        kind: e.kind,
        entitlements: e.entitlements,
        durationSeconds:
          e.kind === 'vod' ? Math.round(playlistDuration(files.forEntry(e).renditions[0]!.playlist)) : null,
      })),
    }),
  );

  app.post('/playback-token', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { entryId?: unknown; deviceId?: unknown } | null;
    if (typeof body?.entryId !== 'string') return fail(c, 'BAD_REQUEST');
    const deviceId = c.req.header(DEVICE_HEADER) ?? (typeof body.deviceId === 'string' ? body.deviceId : '');
    if (!/^[\w.:-]{1,128}$/.test(deviceId)) return fail(c, 'DEVICE_REQUIRED');
    const entry = findEntry(body.entryId);
    if (!entry) return fail(c, 'UNKNOWN_ENTRY');
    const user = bearerUser(c);
    if (!user && entry.entitlements !== null)
      return fail(c, 'AUTH_REQUIRED', audioStatusOf(entry, 'AUTH_REQUIRED', GUEST_USER));
    const userId = user?.id ?? GUEST_USER;
    // a device stopped from another one is told so once, instead of quietly taking a slot back
    if (user && entry.entitlements !== null && leases.takeStoppedNotice(user.id, deviceId))
      return fail(c, 'PLAYBACK_STOPPED');
    const refused = access(entry, userId, deviceId, c);
    if (refused) return fail(c, refused, audioStatusOf(entry, refused, userId));
    const t = now();
    const { token, claims } = signPlaybackToken(secret, { u: userId, e: entry.id, d: deviceId, iat: t, exp: t + ttl });
    renewals.set(claims.t, claims.exp);
    if (user) leases.issued(claims.t, { userId: user.id, deviceId, iat: t });
    const url = new URL(c.req.url);
    // where the service is mounted ('' at the root, '/stream' under the stand-in)
    const mount = url.pathname.replace(/\/playback-token\/?$/, '').replace(/\/$/, '');
    const entryBase = `${url.origin}${mount}/hls/${entry.id}`;
    const query = `?token=${encodeURIComponent(token)}`;
    const answer: PlaybackTokenResponse = {
      entryId: entry.id,
      token,
      expiresAt: new Date(claims.exp).toISOString(),
      playlistUrl: `${entryBase}/index.m3u8${query}`,
      ...(entry.captions ? { captionsUrl: `${entryBase}/captions.vtt${query}` } : {}),
    };
    c.header('Cache-Control', 'no-store');
    return c.json(answer);
  });

  /**
   * The device a request for the multivariant playlist or the captions names: the
   * x-device-id header and/or the `device` query parameter (players' plain GETs carry no
   * headers). Both given, they must agree; neither, or a disagreement, names no device (null).
   */
  const deviceOfQuery = (c: Context): string | null => {
    const header = c.req.header(DEVICE_HEADER);
    const param = c.req.query(DEVICE_ID_PARAM);
    if (header !== undefined && param !== undefined && header !== param) return null;
    const device = header ?? param;
    return device === undefined || device === '' ? null : device;
  };
  /** a rendition's playlist and segments name the device in their path; a header, if any, must agree */
  const deviceOfPath = (c: Context): string | null => {
    const header = c.req.header(DEVICE_HEADER);
    const device = c.req.param('device') ?? '';
    if (header !== undefined && header !== device) return null;
    return device === '' ? null : device;
  };

  /** checks a media request; on success renews the token's lease */
  function checkMedia(
    c: Context,
    entryId: string,
    token: string | undefined,
    device: string | null,
  ): { entry: MediaEntry; token: string; device: string } | MediaErrorCode {
    if (!token) return 'TOKEN_MISSING';
    const read = readPlaybackToken(secret, token);
    if (!read.ok) return 'TOKEN_INVALID';
    const claims: PlaybackClaims = read.claims;
    if (claims.e !== entryId) return 'TOKEN_WRONG_ENTRY';
    // ended on purpose: stopped from another device, or the account signed out (playback-leases.ts)
    const ended = leases.endedReason(claims.t);
    if (ended) return ended === 'stopped' ? 'PLAYBACK_STOPPED' : 'TOKEN_REVOKED';
    const t = now();
    const validUntil = Math.min(Math.max(claims.exp, renewals.get(claims.t) ?? 0), claims.iat + PLAYBACK_MAX_MS);
    if (t >= validUntil) return 'TOKEN_EXPIRED';
    // the token is bound to its device: a replay without it, or from another, plays nothing
    if (device !== claims.d) return 'TOKEN_WRONG_DEVICE';
    const entry = findEntry(entryId);
    if (!entry) return 'UNKNOWN_ENTRY';
    const refused = access(entry, claims.u, claims.d, c);
    if (refused) return refused === 'AUTH_REQUIRED' ? 'NOT_ENTITLED' : refused;
    renewals.set(claims.t, t + ttl);
    if (renewals.size > 5_000) for (const [id, until] of renewals) if (until <= t) renewals.delete(id);
    return { entry, token, device: claims.d };
  }
  const checkQuery = (c: Context) =>
    checkMedia(c, c.req.param('entryId') ?? '', c.req.query('token'), deviceOfQuery(c));
  const checkPath = (c: Context) => checkMedia(c, c.req.param('entryId') ?? '', c.req.param('token'), deviceOfPath(c));

  /** a playlist, gzipped for a player that accepts it when it is long (a rewind window) */
  const playlistResponse = (c: Context, text: string) => {
    const headers: Record<string, string> = {
      'Content-Type': 'application/vnd.apple.mpegurl',
      'Cache-Control': LIVE_CACHE,
      'Referrer-Policy': 'no-referrer',
      Vary: 'Accept-Encoding',
    };
    if (text.length >= GZIP_FROM_BYTES && /\bgzip\b/.test(c.req.header('accept-encoding') ?? ''))
      return c.body(new Uint8Array(gzipSync(text)), 200, { ...headers, 'Content-Encoding': 'gzip' });
    return c.body(text, 200, headers);
  };

  /** the live video's window, in segments: back to the broadcast's start, within the bounds */
  const liveWindowSegments = (segmentMs: number): number => {
    const since = options.broadcastStartMs === undefined ? 0 : now() - options.broadcastStartMs;
    const windowMs = Math.min(LIVE_WINDOW_MAX_MS, Math.max(LIVE_WINDOW_MIN_MS, since));
    return Math.ceil(windowMs / segmentMs);
  };

  // the multivariant playlist: every rendition, lowest first, at an address carrying the access
  app.get('/hls/:entryId/index.m3u8', (c) => {
    const checked = checkQuery(c);
    if (typeof checked === 'string') return fail(c, checked);
    const access = `a/${encodeURIComponent(checked.token)}/${encodeURIComponent(checked.device)}`;
    const text = renderMultivariantPlaylist(
      files.forEntry(checked.entry).renditions.map((r) => ({
        uri: `${access}/${r.rendition.name}/index.m3u8`,
        bandwidth: r.peakBitsPerSecond,
        averageBandwidth: r.averageBitsPerSecond,
        codecs: r.rendition.codecs,
        ...(r.rendition.width ? { width: r.rendition.width } : {}),
        ...(r.rendition.height ? { height: r.rendition.height } : {}),
        ...(r.rendition.frameRate ? { frameRate: r.rendition.frameRate } : {}),
      })),
    );
    return playlistResponse(c, text);
  });

  app.get('/hls/:entryId/captions.vtt', (c) => {
    const checked = checkQuery(c);
    if (typeof checked === 'string') return fail(c, checked);
    const captions = files.forEntry(checked.entry).captions;
    if (captions === null) return fail(c, 'NO_CAPTIONS');
    return c.body(captions, 200, {
      'Content-Type': 'text/vtt; charset=utf-8',
      'Cache-Control': 'private, no-store',
      'Referrer-Policy': 'no-referrer',
    });
  });

  const renditionOf = (c: Context, entry: MediaEntry) =>
    files.forEntry(entry).renditions.find((r) => r.rendition.name === c.req.param('rendition'));

  app.get('/hls/:entryId/a/:token/:device/:rendition/index.m3u8', (c) => {
    const checked = checkPath(c);
    if (typeof checked === 'string') return fail(c, checked);
    const rendition = renditionOf(c, checked.entry);
    if (!rendition) return fail(c, 'UNKNOWN_RENDITION');
    const { playlist } = rendition;
    if (checked.entry.kind === 'vod') return playlistResponse(c, renderVodPlaylist(playlist));
    if (checked.entry.kind === 'live-audio')
      return playlistResponse(
        c,
        renderLivePlaylist(liveWindow(playlist, now(), LIVE_AUDIO_WINDOW_SEGMENTS, liveEpochMs)),
      );
    const window = liveWindow(playlist, now(), liveWindowSegments(meanSegmentMs(playlist)), liveEpochMs);
    return playlistResponse(
      c,
      renderLivePlaylist(window, {
        canSkipUntil: LIVE_CAN_SKIP_UNTIL_SECONDS,
        skip: c.req.query('_HLS_skip') === 'YES',
      }),
    );
  });

  app.get('/hls/:entryId/a/:token/:device/:rendition/:segment', (c) => {
    const checked = checkPath(c);
    if (typeof checked === 'string') return fail(c, checked);
    const rendition = renditionOf(c, checked.entry);
    if (!rendition) return fail(c, 'UNKNOWN_RENDITION');
    // only names the playlist lists: no path from the URL ever reaches the file system
    const bytes = rendition.segments.get(c.req.param('segment'));
    if (!bytes) return fail(c, 'UNKNOWN_SEGMENT');
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': 'video/mp2t',
      'Cache-Control': 'private, no-store',
      'Referrer-Policy': 'no-referrer',
    });
  });

  // init, logout, the account's devices and its watch progress (stream-account-routes.ts)
  addAccountRoutes(app, {
    accounts,
    leases,
    limit,
    now,
    fail,
    bearerUser,
    countryOf,
    durationOf: (entry) => playlistDuration(files.forEntry(entry).renditions[0]!.playlist),
  });

  return app;
}
