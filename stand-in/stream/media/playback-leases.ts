/**
 * The account's playback leases: one per device playing a paid entry, held while its
 * player keeps asking for playlists and segments and dropped a window (60 s) after it
 * stops. The device limit counts them. A lease can also be ended on purpose:
 *
 * - stop(leaseId), "Stop playing there" from another device of the account: the slot is
 *   free at once, every token that device holds is refused from its next request with
 *   PLAYBACK_STOPPED, and its next token request is refused once the same way, so the
 *   device says 'Playback was stopped from another device' instead of quietly taking a
 *   slot back. Asking again after that is the fan's choice and is judged like any request.
 * - endAll(userId), the stream logout when the fan signs out: every lease and every token
 *   of the account (free entries too) ends; its tokens are refused with TOKEN_REVOKED.
 *
 * Tokens are known by their id (the `t` claim), so a token issued after a stop or a logout
 * is never caught by it, whatever the clock says. Everything here is bounded: ended
 * tokens are forgotten once they could no longer play anyway (6 h after issue).
 */
import { createHmac } from 'node:crypto';

export const LEASE_IDLE_MS = 60_000;
/** the one-shot 'stopped' answer to a token request waits this long for the device to ask */
export const STOPPED_NOTICE_MS = 30 * 60_000;

export interface PlaybackLease {
  readonly leaseId: string;
  readonly deviceId: string;
  readonly userAgent: string;
  readonly entryId: string;
  readonly lastPlayedAt: number;
}

export type EndedReason = 'stopped' | 'signed-out';

interface IssuedToken {
  readonly userId: string;
  readonly deviceId: string;
  readonly iat: number;
}

export interface PlaybackLeasesOptions {
  readonly now: () => number;
  /** keys the lease ids, so they say nothing of the device id behind them */
  readonly secret: Buffer;
  readonly idleMs?: number;
  /** how long an issued token can live at most (forgotten after) */
  readonly tokenMaxMs: number;
}

export function createPlaybackLeases({ now, secret, idleMs = LEASE_IDLE_MS, tokenMaxMs }: PlaybackLeasesOptions) {
  const leases = new Map<string, Map<string, PlaybackLease>>();
  const issued = new Map<string, IssuedToken>();
  const ended = new Map<string, { reason: EndedReason; iat: number }>();
  const stoppedNotices = new Map<string, number>();
  const leaseIdOf = (userId: string, deviceId: string) =>
    createHmac('sha256', secret).update(`lease\u0000${userId}\u0000${deviceId}`).digest('base64url').slice(0, 22);
  const noticeKey = (userId: string, deviceId: string) => `${userId}\u0000${deviceId}`;

  /** the user's leases still held, forgetting the idle ones */
  function active(userId: string): Map<string, PlaybackLease> {
    const devices = leases.get(userId) ?? new Map<string, PlaybackLease>();
    const t = now();
    for (const [d, lease] of devices) if (t - lease.lastPlayedAt >= idleMs) devices.delete(d);
    if (devices.size === 0) leases.delete(userId);
    return devices;
  }

  function prune(): void {
    const oldest = now() - tokenMaxMs;
    for (const [id, token] of issued) if (token.iat < oldest) issued.delete(id);
    for (const [id, token] of ended) if (token.iat < oldest) ended.delete(id);
    for (const [key, at] of stoppedNotices) if (now() - at >= STOPPED_NOTICE_MS) stoppedNotices.delete(key);
  }

  function endTokens(reason: EndedReason, matches: (token: IssuedToken) => boolean): void {
    for (const [id, token] of issued)
      if (matches(token)) {
        ended.set(id, { reason, iat: token.iat });
        issued.delete(id);
      }
  }

  return {
    /** true when this device may play: it already holds a lease, or there is room for one */
    hasRoom(userId: string, deviceId: string, limit: number): boolean {
      const devices = active(userId);
      return devices.has(deviceId) || devices.size < limit;
    },
    /** this device is playing (a token issued, a playlist or segment served) */
    touch(userId: string, deviceId: string, use: { entryId: string; userAgent: string }): void {
      const devices = active(userId);
      devices.set(deviceId, {
        leaseId: leaseIdOf(userId, deviceId),
        deviceId,
        userAgent: use.userAgent.slice(0, 512),
        entryId: use.entryId,
        lastPlayedAt: now(),
      });
      leases.set(userId, devices);
    },
    /** most recently played first */
    list(userId: string): PlaybackLease[] {
      return [...active(userId).values()].sort((a, b) => b.lastPlayedAt - a.lastPlayedAt);
    },
    leaseIdOf,
    /** a token was issued: it can be ended by a stop or a logout from now on */
    issued(tokenId: string, token: IssuedToken): void {
      if (issued.size + ended.size > 10_000) prune();
      issued.set(tokenId, token);
    },
    /** why a token may no longer play, or null */
    endedReason(tokenId: string): EndedReason | null {
      return ended.get(tokenId)?.reason ?? null;
    },
    /** "Stop playing there": false when the account holds no such lease */
    stop(userId: string, leaseId: string): boolean {
      const devices = active(userId);
      const lease = [...devices.values()].find((l) => l.leaseId === leaseId);
      if (!lease) return false;
      devices.delete(lease.deviceId);
      endTokens('stopped', (t) => t.userId === userId && t.deviceId === lease.deviceId);
      stoppedNotices.set(noticeKey(userId, lease.deviceId), now());
      return true;
    },
    /** the one-shot answer for a stopped device's next token request: true once after a stop */
    takeStoppedNotice(userId: string, deviceId: string): boolean {
      const key = noticeKey(userId, deviceId);
      const at = stoppedNotices.get(key);
      stoppedNotices.delete(key);
      return at !== undefined && now() - at < STOPPED_NOTICE_MS;
    },
    /** the stream logout: every lease and token of the account ends */
    endAll(userId: string): void {
      leases.delete(userId);
      endTokens('signed-out', (t) => t.userId === userId);
      for (const key of stoppedNotices.keys()) if (key.startsWith(`${userId}\u0000`)) stoppedNotices.delete(key);
    },
  };
}

export type PlaybackLeases = ReturnType<typeof createPlaybackLeases>;
