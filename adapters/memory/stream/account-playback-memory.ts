/**
 * The in-memory stream service's account state, with the stand-in's rules
 * (stand-in/stream/media/playback-leases.ts, stream-account-routes.ts): one playback lease
 * per device playing a paid entry (held for a minute after its last token, the memory
 * service having no media requests), the device limit, "Stop playing there" (the stopped
 * device's next paid token is refused once with PLAYBACK_STOPPED), logout ending every
 * lease, and one watch position per account and on-demand entry.
 */
import {
  err,
  ok,
  type PlaybackDevices,
  type Result,
  type StreamError,
  type StreamServiceSettings,
  type WatchProgress,
} from '@core';

const LEASE_IDLE_MS = 60_000;
const PROGRESS_INTERVAL_SECONDS = 10;

interface Lease {
  readonly leaseId: string;
  readonly userAgent: string;
  readonly entryId: string;
  readonly lastPlayedAt: number;
}

export interface MemoryAccountPlaybackOptions {
  readonly now: () => number;
  readonly deviceLimit: number;
  /** entry id -> entitlements that open it (null = free) */
  readonly entries: Readonly<Record<string, readonly string[] | null>>;
  readonly onDemand: (entryId: string) => boolean;
  readonly durations: Readonly<Record<string, number>>;
  readonly entitlementsOf: (sub: string) => readonly string[];
}

const iso = (ms: number) => new Date(ms).toISOString();

export function createMemoryAccountPlayback(o: MemoryAccountPlaybackOptions) {
  const leases = new Map<string, Map<string, Lease>>();
  const leaseIds = new Map<string, string>();
  const stopped = new Set<string>();
  const progress = new Map<string, Map<string, WatchProgress>>();
  const key = (sub: string, deviceId: string) => `${sub}\u0000${deviceId}`;
  const leaseIdOf = (sub: string, deviceId: string) => {
    const k = key(sub, deviceId);
    if (!leaseIds.has(k)) leaseIds.set(k, `lease-${leaseIds.size + 1}`);
    return leaseIds.get(k)!;
  };
  const active = (sub: string) => {
    const devices = leases.get(sub) ?? new Map<string, Lease>();
    for (const [d, lease] of devices) if (o.now() - lease.lastPlayedAt >= LEASE_IDLE_MS) devices.delete(d);
    leases.set(sub, devices);
    return devices;
  };
  const refused = (code: StreamError['code'], serviceCode: string): Result<never, StreamError> =>
    err({ code, serviceCode });

  /** an on-demand entry the fan may play, or the stand-in's refusal */
  function onDemandEntry(sub: string, entryId: string): Result<string, StreamError> {
    if (!Object.hasOwn(o.entries, entryId)) return refused('STREAM.UNKNOWN_ENTRY', 'MEDIA.UNKNOWN_ENTRY');
    if (!o.onDemand(entryId)) return refused('STREAM.CONNECTION_FAILED', 'MEDIA.NOT_ON_DEMAND');
    const needs = o.entries[entryId] ?? null;
    const held = o.entitlementsOf(sub);
    if (needs !== null && !needs.some((e) => held.includes(e)))
      return refused('STREAM.PASS_REQUIRED', 'MEDIA.NOT_ENTITLED');
    return ok(entryId);
  }

  return {
    settings(country: string, liveVideo: boolean): StreamServiceSettings {
      const code = country.trim().toUpperCase();
      return {
        deviceLimit: o.deviceLimit,
        leaseIdleSeconds: LEASE_IDLE_MS / 1000,
        progressIntervalSeconds: PROGRESS_INTERVAL_SECONDS,
        viewer: { country: /^[A-Z]{2}$/.test(code) ? code : null, liveVideo, liveAudio: true },
      };
    },
    /** a paid entry's token for this device: false at the device limit */
    play(sub: string, deviceId: string, userAgent: string, entryId: string): boolean {
      const devices = active(sub);
      if (!devices.has(deviceId) && devices.size >= o.deviceLimit) return false;
      devices.set(deviceId, { leaseId: leaseIdOf(sub, deviceId), userAgent, entryId, lastPlayedAt: o.now() });
      return true;
    },
    takeStoppedNotice(sub: string, deviceId: string): boolean {
      return stopped.delete(key(sub, deviceId));
    },
    devices(sub: string, deviceId: string): PlaybackDevices {
      const list = [...active(sub).entries()].sort(([, a], [, b]) => b.lastPlayedAt - a.lastPlayedAt);
      return {
        limit: o.deviceLimit,
        devices: list.map(([d, l]) => ({
          leaseId: l.leaseId,
          userAgent: l.userAgent,
          lastPlayedAt: iso(l.lastPlayedAt),
          entryId: l.entryId,
          current: d === deviceId,
        })),
      };
    },
    stop(sub: string, leaseId: string): Result<void, StreamError> {
      const devices = active(sub);
      const found = [...devices.entries()].find(([, l]) => l.leaseId === leaseId);
      if (!found) return refused('STREAM.DEVICE_NOT_FOUND', 'MEDIA.UNKNOWN_DEVICE');
      devices.delete(found[0]);
      stopped.add(key(sub, found[0]));
      return ok(undefined);
    },
    endAll(sub: string): void {
      leases.delete(sub);
      for (const k of stopped) if (k.startsWith(`${sub}\u0000`)) stopped.delete(k);
    },
    progressOf(sub: string, entryId: string): Result<WatchProgress | null, StreamError> {
      const entry = onDemandEntry(sub, entryId);
      return entry.ok ? ok(progress.get(sub)?.get(entryId) ?? null) : entry;
    },
    recentProgress(sub: string): readonly WatchProgress[] {
      return [...(progress.get(sub)?.values() ?? [])].reverse();
    },
    saveProgress(sub: string, entryId: string, positionSeconds: number): Result<WatchProgress, StreamError> {
      const entry = onDemandEntry(sub, entryId);
      if (!entry.ok) return entry;
      const duration = o.durations[entryId] ?? 0;
      if (!Number.isFinite(positionSeconds) || positionSeconds < 0 || positionSeconds > duration + 1)
        return refused('STREAM.CONNECTION_FAILED', 'MEDIA.BAD_POSITION');
      const mine = progress.get(sub) ?? new Map<string, WatchProgress>();
      const saved = {
        entryId,
        positionSeconds: Math.min(positionSeconds, duration),
        durationSeconds: duration,
        updatedAt: iso(o.now()),
      };
      mine.delete(entryId);
      mine.set(entryId, saved);
      progress.set(sub, mine);
      return ok(saved);
    },
  };
}
