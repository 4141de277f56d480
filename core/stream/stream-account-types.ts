/**
 * What the stream service knows of a fan beyond one playback token (can I
 * watch, my devices, resume): its settings and what it can tell of the viewer (init),
 * the account's playback leases (one per device playing), and where the fan left each
 * on-demand video. Plain data: ISO strings and numbers.
 */

/** init(): the service's own settings, and what it can tell of the caller's location */
export interface StreamServiceSettings {
  /** devices of one account that may play at once */
  readonly deviceLimit: number;
  /** a device stops holding a slot this long after its last playlist or segment request */
  readonly leaseIdleSeconds: number;
  /** how often a player should write its position (and once more when the page is hidden) */
  readonly progressIntervalSeconds: number;
  readonly viewer: StreamViewer;
}

export interface StreamViewer {
  /** ISO 3166-1 alpha-2 as the service located the caller; null when it could not tell */
  readonly country: string | null;
  /** whether live video may be played there (live rights stop at some borders) */
  readonly liveVideo: boolean;
  /** live audio commentary is sold everywhere */
  readonly liveAudio: boolean;
}

/** One device holding (or lately holding) a playback slot of the account: a playback lease. */
export interface PlaybackDevice {
  /** opaque id of the lease (never the device's own id, which playback tokens are bound to) */
  readonly leaseId: string;
  /** the User-Agent the device last played with; the site turns it into a readable name */
  readonly userAgent: string;
  /** ISO 8601 UTC: its last playlist or segment request */
  readonly lastPlayedAt: string;
  /** what it is playing */
  readonly entryId: string;
  /** true for the device asking */
  readonly current: boolean;
}

export interface PlaybackDevices {
  readonly limit: number;
  /** the devices holding a slot now, most recently played first */
  readonly devices: readonly PlaybackDevice[];
}

/** Where the fan is in one on-demand entry, as the stream service keeps it per account. */
export interface WatchProgress {
  readonly entryId: string;
  readonly positionSeconds: number;
  /** the entry's duration as the service knows it */
  readonly durationSeconds: number;
  /** ISO 8601 UTC of the last write */
  readonly updatedAt: string;
}
