/**
 * The stream service's account calls (protocol/stream/stream-account-wire.ts), next to the
 * media they govern: init (settings and the caller's location), logout (every lease and
 * token of the account ends), the account's devices and "Stop playing there", and the
 * watch progress of on-demand entries. Each is checked like a media call: a valid SSO
 * access token names the account (401 MEDIA.AUTH_REQUIRED), x-device-id names the device
 * (400 MEDIA.DEVICE_REQUIRED), bodies and ids are validated (400, 404), and progress is
 * written only for an entry the account may play (403 MEDIA.NOT_ENTITLED).
 */
import type { Context, Hono } from 'hono';
import type {
  PlaybackDevicesWire,
  StreamInitWire,
  WatchProgressListWire,
  WatchProgressWire,
} from '@protocol/stream/stream-account-wire';
import { streamAccountPaths } from '@protocol/stream/stream-account-wire';
import type { UserRecord } from '../../sso/account-store';
import { findEntry, isEntitled, isGeoBlocked, mediaCatalogue, type MediaEntry } from './media-catalogue';
import type { MediaErrorCode } from './media-errors';
import { LEASE_IDLE_MS, type PlaybackLeases } from './playback-leases';
import { createWatchProgressStore, type StoredProgress } from './watch-progress-store';

/** how often a player writes its position (and once more when the page is hidden) */
export const PROGRESS_INTERVAL_SECONDS = 10;
const DEVICE_PATTERN = /^[\w.:-]{1,128}$/;
const LEASE_ID_PATTERN = /^[\w-]{1,64}$/;

export interface AccountRouteDeps {
  readonly accounts: { userById(id: string): UserRecord | undefined };
  readonly leases: PlaybackLeases;
  readonly limit: number;
  readonly now: () => number;
  readonly fail: (c: Context, code: MediaErrorCode) => Response;
  readonly bearerUser: (c: Context) => UserRecord | null;
  /** one exact ISO 3166-1 alpha-2 code, unknown, or 'bad' (anything else: refused as BAD_COUNTRY) */
  readonly countryOf: (c: Context) => string | undefined | 'bad';
  readonly durationOf: (entry: MediaEntry) => number;
}

const iso = (ms: number) => new Date(ms).toISOString();
const progressWire = (p: StoredProgress): WatchProgressWire => ({
  entryId: p.entryId,
  positionSeconds: p.positionSeconds,
  durationSeconds: p.durationSeconds,
  updatedAt: iso(p.updatedAt),
});
const noStore = (c: Context) => c.header('Cache-Control', 'no-store');

export function addAccountRoutes(app: Hono, deps: AccountRouteDeps): void {
  const { leases, fail } = deps;
  const progress = createWatchProgressStore(deps.now);
  const liveVideo = mediaCatalogue.find((e) => e.kind === 'live-video');

  /** the account and device a call is made for, or the refusal */
  function caller(c: Context): { user: UserRecord; deviceId: string } | Response {
    const user = deps.bearerUser(c);
    if (!user) return fail(c, 'AUTH_REQUIRED');
    const deviceId = c.req.header('x-device-id') ?? '';
    if (!DEVICE_PATTERN.test(deviceId)) return fail(c, 'DEVICE_REQUIRED');
    return { user, deviceId };
  }

  app.get(streamAccountPaths.init, (c) => {
    const country = deps.countryOf(c);
    // the same rule as every media call: a country that is not one exact ISO code is refused
    if (country === 'bad') return deps.fail(c, 'BAD_COUNTRY');
    const body: StreamInitWire = {
      deviceLimit: deps.limit,
      leaseIdleSeconds: LEASE_IDLE_MS / 1000,
      progressIntervalSeconds: PROGRESS_INTERVAL_SECONDS,
      viewer: {
        country: country ?? null,
        liveVideo: !liveVideo || !isGeoBlocked(liveVideo, country),
        liveAudio: true,
      },
    };
    noStore(c);
    return c.json(body);
  });

  app.post(streamAccountPaths.logout, (c) => {
    const who = caller(c);
    if (who instanceof Response) return who;
    leases.endAll(who.user.id);
    noStore(c);
    return c.body(null, 204);
  });

  app.get(streamAccountPaths.devices, (c) => {
    const who = caller(c);
    if (who instanceof Response) return who;
    const body: PlaybackDevicesWire = {
      limit: deps.limit,
      devices: leases.list(who.user.id).map((l) => ({
        leaseId: l.leaseId,
        userAgent: l.userAgent,
        lastPlayedAt: iso(l.lastPlayedAt),
        entryId: l.entryId,
        current: l.deviceId === who.deviceId,
      })),
    };
    noStore(c);
    return c.json(body);
  });

  app.post('/devices/:leaseId/stop', (c) => {
    const who = caller(c);
    if (who instanceof Response) return who;
    const leaseId = c.req.param('leaseId');
    if (!LEASE_ID_PATTERN.test(leaseId)) return fail(c, 'BAD_REQUEST');
    if (!leases.stop(who.user.id, leaseId)) return fail(c, 'UNKNOWN_DEVICE');
    noStore(c);
    return c.body(null, 204);
  });

  /** an on-demand entry the account may play, or the refusal */
  function progressEntry(c: Context, user: UserRecord, entryId: unknown): MediaEntry | Response {
    if (typeof entryId !== 'string') return fail(c, 'BAD_POSITION');
    const entry = findEntry(entryId);
    if (!entry) return fail(c, 'UNKNOWN_ENTRY');
    if (entry.kind !== 'vod') return fail(c, 'NOT_ON_DEMAND');
    if (!isEntitled(entry, user.entitlements)) return fail(c, 'NOT_ENTITLED');
    return entry;
  }

  app.get(streamAccountPaths.progress, (c) => {
    const who = caller(c);
    if (who instanceof Response) return who;
    const body: WatchProgressListWire = { items: progress.list(who.user.id).map(progressWire) };
    noStore(c);
    return c.json(body);
  });

  app.get('/progress/:entryId', (c) => {
    const who = caller(c);
    if (who instanceof Response) return who;
    const entry = progressEntry(c, who.user, c.req.param('entryId'));
    if (entry instanceof Response) return entry;
    const stored = progress.get(who.user.id, entry.id);
    noStore(c);
    return c.json({ progress: stored ? progressWire(stored) : null });
  });

  app.post(streamAccountPaths.progress, async (c) => {
    const who = caller(c);
    if (who instanceof Response) return who;
    const body = (await c.req.json().catch(() => null)) as { entryId?: unknown; positionSeconds?: unknown } | null;
    const entry = progressEntry(c, who.user, body?.entryId);
    if (entry instanceof Response) return entry;
    const duration = deps.durationOf(entry);
    const position = body?.positionSeconds;
    if (typeof position !== 'number' || !Number.isFinite(position) || position < 0 || position > duration + 1)
      return fail(c, 'BAD_POSITION');
    const saved = progress.save(who.user.id, entry.id, Math.min(position, duration), duration);
    noStore(c);
    return c.json(progressWire(saved));
  });
}
