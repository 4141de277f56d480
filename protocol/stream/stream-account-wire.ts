/**
 * The stream service's account calls, shared by the stand-in and the site's
 * HTTP adapter: init, doLogin and doLogout of the payments library (STREAM-5), the
 * account's playback leases (one per device playing) and its watch progress. Every call
 * but init names the fan by `Authorization: Bearer <SSO access token>` and the device by
 * `x-device-id`; refusals are the media service's coded errors (media-wire.ts).
 * See stand-in/stream/media/README.md.
 */
export const streamAccountPaths = {
  /** GET: StreamInitWire (the caller's country from the x-viewer-country header, or the service's default) */
  init: '/init',
  /** POST, no body: StreamSessionResponse (stream-session-wire.ts), 401 without a valid bearer token */
  login: '/login',
  /** POST, no body: 204; every playback lease and token of the account ends */
  logout: '/logout',
  /** GET: PlaybackDevicesWire */
  devices: '/devices',
  /** POST, no body: 204; 404 MEDIA.UNKNOWN_DEVICE for a lease that is not the account's or has ended */
  stopDevice: (leaseId: string) => `/devices/${encodeURIComponent(leaseId)}/stop`,
  /** GET: WatchProgressListWire; POST SaveProgressRequest: WatchProgressWire */
  progress: '/progress',
  /** GET: { progress: WatchProgressWire | null } */
  progressOf: (entryId: string) => `/progress/${encodeURIComponent(entryId)}`,
} as const;

export interface StreamInitWire {
  readonly deviceLimit: number;
  readonly leaseIdleSeconds: number;
  readonly progressIntervalSeconds: number;
  readonly viewer: {
    /** ISO 3166-1 alpha-2; null when the service cannot tell */
    readonly country: string | null;
    readonly liveVideo: boolean;
    readonly liveAudio: boolean;
  };
}

export interface PlaybackDeviceWire {
  readonly leaseId: string;
  readonly userAgent: string;
  /** ISO 8601 UTC */
  readonly lastPlayedAt: string;
  readonly entryId: string;
  readonly current: boolean;
}

export interface PlaybackDevicesWire {
  readonly limit: number;
  readonly devices: readonly PlaybackDeviceWire[];
}

export interface WatchProgressWire {
  readonly entryId: string;
  readonly positionSeconds: number;
  readonly durationSeconds: number;
  /** ISO 8601 UTC */
  readonly updatedAt: string;
}

export interface WatchProgressListWire {
  /** most recently written first */
  readonly items: readonly WatchProgressWire[];
}

export interface SaveProgressRequest {
  readonly entryId: string;
  readonly positionSeconds: number;
}
