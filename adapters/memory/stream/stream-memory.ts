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
import { createMemoryAccountPlayback } from './account-playback-memory';
import { memoryEntries, memoryEntryDurations, memoryPackageEntitlements, memoryPackages } from './packages-memory';

/**
 * The stream service in memory. `accessToken` reads the current token (as the HTTP
 * adapter reads the cookie) and `whoIs` says whose it is, so a signed-out or expired
 * token gets no session, like the real service's 401. Playback tokens follow the media
 * service's rules: free entries for everyone, paid ones for a signed-in user holding one
 * of the entry's entitlements; an unknown entry is a connection failure carrying the
 * media code in `serviceCode`, as the HTTP adapter does. The account's devices (playback
 * leases, the device limit, "Stop playing there") and its watch progress follow the
 * stand-in's rules too (account-playback-memory.ts); `onDevice` gives the same service as
 * another device of the fan sees it.
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
  /** this device's id and User-Agent (the device list names it by the latter) */
  readonly deviceId?: string;
  readonly userAgent?: string;
  /** devices of one account that may play at once; default 2, like the stand-in */
  readonly deviceLimit?: number;
  /** on-demand entries' durations in seconds; default memoryEntryDurations */
  readonly durations?: Readonly<Record<string, number>>;
}

export interface MemoryStreamPort extends StreamPort {
  setFailing(on: boolean): void;
  /** the account calls (init, logout, devices, progress) fail while playback still works */
  setAccountCallsFailing(on: boolean): void;
  grant(sub: string, entitlements: readonly string[]): void;
  /** an administrator blocks (or unblocks) the account (ACCESS-4): its paid entries refuse it, audio with status 3 */
  setBlocked(sub: string, blocked: boolean): void;
  /** plays the checkout: adds the package's entitlement to the user's; false for an unknown package */
  buy(sub: string, packageId: string): boolean;
  setPackages(packages: readonly SubscriptionPlan[]): void;
  /** the viewer moves (live video is refused in the blocked territories, as the stand-in does) */
  setCountry(country: string): void;
  /** every playback token is refused with `error` (the service's own refusals, e.g. a blocked account's audio status 3); undefined stops */
  refusePlayback(error: StreamError | undefined): void;
  /** every call from now waits until the returned release is called (the loading state, held) */
  hold(): () => void;
  /** the same service as another device of the same browser user sees it (its own id and User-Agent) */
  onDevice(deviceId: string, userAgent: string): MemoryStreamPort;
}

const DEFAULT_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

export function createStreamMemory(options: MemoryStreamOptions): MemoryStreamPort {
  let failing = false;
  let accountFailing = false;
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
  const blocked = new Set<string>();
  const currentUser = () => {
    const token = options.accessToken();
    return token ? options.whoIs(token) : undefined;
  };
  const account = createMemoryAccountPlayback({
    now,
    deviceLimit: options.deviceLimit ?? 2,
    entries,
    onDemand: (entryId) => !audioEntries.includes(entryId) && !liveEntries.includes(entryId),
    durations: options.durations ?? memoryEntryDurations,
    entitlementsOf: (sub) => granted.get(sub) ?? [],
  });

  function portFor(deviceId: string, userAgent: string): MemoryStreamPort {
    /** the account calls: a guest is told to sign in, an outage fails them all */
    const asAccount = async <T>(call: (sub: string) => Result<T, StreamError>): Promise<Result<T, StreamError>> => {
      await gate;
      if (failing || accountFailing) return err({ code: 'STREAM.CONNECTION_FAILED' });
      const sub = currentUser();
      return sub ? call(sub) : err({ code: 'STREAM.LOGIN_REQUIRED' });
    };
    const sessionOf = async () => {
      await gate;
      const sub = currentUser();
      if (failing || !sub) return err({ code: 'STREAM.CONNECTION_FAILED' } as StreamError);
      return ok({ customerId: sub, firstName: '', lastName: '', entitlements: [...(granted.get(sub) ?? [])] });
    };

    return {
      setFailing: (on) => void (failing = on),
      setAccountCallsFailing: (on) => void (accountFailing = on),
      grant: (sub, e) => void granted.set(sub, [...e]),
      setBlocked: (sub, on) => void (on ? blocked.add(sub) : blocked.delete(sub)),
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
      onDevice: portFor,

      async init() {
        await gate;
        if (failing || accountFailing) return err({ code: 'STREAM.CONNECTION_FAILED' });
        return ok(account.settings(country, geoAllows('video', true, country)));
      },
      login: sessionOf,
      logout: () => asAccount((sub) => ok(account.endAll(sub))),
      sessionState: sessionOf,

      async playbackToken(entryId): Promise<Result<PlaybackToken, StreamError>> {
        await gate;
        if (failing) return err({ code: 'STREAM.CONNECTION_FAILED' });
        if (refusal) return err(refusal);
        if (!Object.hasOwn(entries, entryId))
          return err({ code: 'STREAM.UNKNOWN_ENTRY', serviceCode: 'MEDIA.UNKNOWN_ENTRY' });
        const needs = entries[entryId] ?? null;
        const sub = currentUser();
        // audio entries carry the stream service's audio status, as the stand-in sends it
        const audio = (status: number) => (audioEntries.includes(entryId) ? { audioStatus: status } : {});
        if (needs !== null) {
          if (!sub) return err({ code: 'STREAM.LOGIN_REQUIRED', serviceCode: 'MEDIA.AUTH_REQUIRED', ...audio(0) });
          // a device stopped from another one is told so once (the stand-in's rule)
          if (account.takeStoppedNotice(sub, deviceId))
            return err({ code: 'STREAM.PLAYBACK_STOPPED', serviceCode: 'MEDIA.PLAYBACK_STOPPED' });
        }
        // the stand-in's order: a blocked account is told so before its pass is looked at
        if (needs !== null && sub && blocked.has(sub))
          return err({ code: 'STREAM.ACCOUNT_BLOCKED', serviceCode: 'MEDIA.ACCOUNT_BLOCKED', ...audio(3) });
        const held = sub ? (granted.get(sub) ?? []) : [];
        if (needs !== null && !needs.some((e) => held.includes(e))) {
          return err({
            code: 'STREAM.PASS_REQUIRED',
            serviceCode: 'MEDIA.NOT_ENTITLED',
            ...audio(held.length === 0 ? 1 : 2),
          });
        }
        const mediaType = audioEntries.includes(entryId) ? 'audio' : 'video';
        if (!geoAllows(mediaType, liveEntries.includes(entryId), country))
          return err({ code: 'STREAM.GEO_BLOCKED', serviceCode: 'MEDIA.GEO_BLOCKED' });
        if (needs !== null && sub && !account.play(sub, deviceId, userAgent, entryId))
          return err({ code: 'STREAM.CONCURRENCY_LIMIT', serviceCode: 'MEDIA.CONCURRENCY' });
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

      devices: () => asAccount((sub) => ok(account.devices(sub, deviceId))),
      stopDevice: (leaseId) => asAccount((sub) => account.stop(sub, leaseId)),
      progress: (entryId) => asAccount((sub) => account.progressOf(sub, entryId)),
      recentProgress: () => asAccount((sub) => ok(account.recentProgress(sub))),
      saveProgress: (entryId, positionSeconds) =>
        asAccount((sub) => account.saveProgress(sub, entryId, positionSeconds)),
    };
  }

  return portFor(options.deviceId ?? 'memory-device', options.userAgent ?? DEFAULT_USER_AGENT);
}
