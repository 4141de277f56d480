import {
  err,
  geoAllows,
  ok,
  type PlaybackToken,
  type Result,
  type StreamError,
  type StreamPort,
  type SubscriptionPlan,
} from '@core';
import { memoryEntries, memoryPackageEntitlements, memoryPackages } from './packages-memory';

/**
 * The stream service in memory. `accessToken` reads the current token (as the HTTP
 * adapter reads the cookie) and `whoIs` says whose it is, so a signed-out or expired
 * token gets no session, like the real service's 401. Playback tokens follow the media
 * service's rules: free entries for everyone, paid ones for a signed-in user holding one
 * of the entry's entitlements; an unknown entry is a connection failure carrying the
 * media code in `serviceCode`, as the HTTP adapter does.
 */
export interface MemoryStreamOptions {
  readonly accessToken: () => string | undefined;
  readonly whoIs: (token: string) => string | undefined;
  /** entitlements by user (sub) */
  readonly entitlements?: Readonly<Record<string, readonly string[]>>;
  /** default memoryPackages */
  readonly packages?: readonly SubscriptionPlan[];
  /** entry id -> entitlements that open it (null = free); default memoryEntries */
  readonly entries?: Readonly<Record<string, readonly string[] | null>>;
  /** entries that are audio (their refusals carry an audio status); default ['live-audio'] */
  readonly audioEntries?: readonly string[];
  /** live entries (geo rules apply to live video); default ['live-video'] */
  readonly liveEntries?: readonly string[];
  /** the viewer's country (ISO 3166-1 alpha-2); default 'US', where every stream plays */
  readonly country?: string;
  readonly now?: () => number;
  /** default 60 s, like the stand-in */
  readonly tokenTtlMs?: number;
  /**
   * where an entry's playlist is; default a memory: address no player can open (stories
   * and tests give the fake media's address; see ui/features/videos/testing/fake-media.ts)
   */
  readonly playlistUrl?: (entryId: string, token: string) => string;
  /** where an entry's captions are, for the entries that have them (default: none) */
  readonly captionsUrl?: (entryId: string, token: string) => string | undefined;
}

export interface MemoryStreamPort extends StreamPort {
  setFailing(on: boolean): void;
  grant(sub: string, entitlements: readonly string[]): void;
  /** plays the checkout: adds the package's entitlement to the user's; false for an unknown package */
  buy(sub: string, packageId: string): boolean;
  setPackages(packages: readonly SubscriptionPlan[]): void;
  /** the viewer moves (live video is refused in the blocked territories, as the stand-in does) */
  setCountry(country: string): void;
  /** every playback token is refused with `error` (the service's own refusals, e.g. a blocked account's audio status 3); undefined stops */
  refusePlayback(error: StreamError | undefined): void;
  /** every call from now waits until the returned release is called (the loading state, held) */
  hold(): () => void;
}

export function createStreamMemory(options: MemoryStreamOptions): MemoryStreamPort {
  let failing = false;
  let packages = options.packages ?? memoryPackages;
  let issued = 0;
  const entries = options.entries ?? memoryEntries;
  const audioEntries = options.audioEntries ?? ['live-audio'];
  const liveEntries = options.liveEntries ?? ['live-video'];
  let country = options.country ?? 'US';
  let gate: Promise<void> = Promise.resolve();
  let refusal: StreamError | undefined;
  const now = options.now ?? (() => Date.now());
  const ttl = options.tokenTtlMs ?? 60_000;
  const granted = new Map<string, readonly string[]>(Object.entries(options.entitlements ?? {}));
  const currentUser = () => {
    const token = options.accessToken();
    return token ? options.whoIs(token) : undefined;
  };

  return {
    setFailing: (on) => void (failing = on),
    grant: (sub, e) => void granted.set(sub, [...e]),
    buy(sub, packageId) {
      const entitlement = memoryPackageEntitlements[packageId];
      if (!entitlement || !packages.some((p) => p.Id === packageId)) return false;
      granted.set(sub, [...new Set([...(granted.get(sub) ?? []), entitlement])]);
      return true;
    },
    setPackages: (p) => void (packages = [...p]),
    setCountry: (c) => void (country = c),
    refusePlayback: (e) => void (refusal = e),
    hold() {
      let release!: () => void;
      gate = new Promise((r) => {
        release = r;
      });
      return () => {
        gate = Promise.resolve();
        release();
      };
    },

    async sessionState() {
      await gate;
      const sub = currentUser();
      if (failing || !sub) return err({ code: 'STREAM.CONNECTION_FAILED' });
      return ok({ customerId: sub, firstName: '', lastName: '', entitlements: [...(granted.get(sub) ?? [])] });
    },

    async playbackToken(entryId): Promise<Result<PlaybackToken, StreamError>> {
      await gate;
      if (failing) return err({ code: 'STREAM.CONNECTION_FAILED' });
      if (refusal) return err(refusal);
      if (!Object.hasOwn(entries, entryId))
        return err({ code: 'STREAM.CONNECTION_FAILED', serviceCode: 'MEDIA.UNKNOWN_ENTRY' });
      const needs = entries[entryId] ?? null;
      const sub = currentUser();
      // audio entries carry the stream service's audio status, as the stand-in sends it
      const audio = (status: number) => (audioEntries.includes(entryId) ? { audioStatus: status } : {});
      if (needs !== null) {
        if (!sub) return err({ code: 'STREAM.LOGIN_REQUIRED', serviceCode: 'MEDIA.AUTH_REQUIRED', ...audio(0) });
        const held = granted.get(sub) ?? [];
        if (!needs.some((e) => held.includes(e))) {
          return err({
            code: 'STREAM.PASS_REQUIRED',
            serviceCode: 'MEDIA.NOT_ENTITLED',
            ...audio(held.length === 0 ? 1 : 2),
          });
        }
      }
      const mediaType = audioEntries.includes(entryId) ? 'audio' : 'video';
      if (!geoAllows(mediaType, liveEntries.includes(entryId), country))
        return err({ code: 'STREAM.GEO_BLOCKED', serviceCode: 'MEDIA.GEO_BLOCKED' });
      issued += 1;
      const token = `memory.${sub ?? 'guest'}.${entryId}.${issued}`;
      const playlistUrl =
        options.playlistUrl?.(entryId, token) ?? `memory:${entryId}/index.m3u8?token=${encodeURIComponent(token)}`;
      const captionsUrl = options.captionsUrl?.(entryId, token);
      return ok({
        entryId,
        token,
        expiresAt: new Date(now() + ttl).toISOString(),
        playlistUrl,
        ...(captionsUrl ? { captionsUrl } : {}),
      });
    },

    async packages() {
      await gate;
      if (failing) return err({ code: 'STREAM.CONNECTION_FAILED' });
      return packages.length === 0 ? err({ code: 'STREAM.NO_PACKAGES' }) : ok([...packages]);
    },
  };
}
