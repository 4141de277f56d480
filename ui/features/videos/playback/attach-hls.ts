/**
 * Attaches an HLS stream to a <video> or <audio> element (hls.js, and the
 * browser's own HLS where it has it). hls.js plays wherever the browser has Media
 * Source Extensions (or Safari's ManagedMediaSource): it gives the fan the quality menu and
 * the stream's program date-time (key moments, start-over), which a browser's own HLS does not
 * (Chrome's has no renditions to choose and no getStartDate). A browser without them (older
 * iPhones) plays HLS itself and hls.js is never downloaded (docs/decisions/0040). hls.js (its
 * light build: no alternate audio, HLS subtitles or DRM, which the stand-in's streams do not
 * use; captions are a WebVTT <track>) is fetched with a dynamic import, so it stays out of
 * every route's initial JavaScript: only a fan who is about to play pays for it.
 *
 * The attachment answers what the player's controls need from the engine: the renditions
 * and the fan's choice among them (Auto, or one), the live edge it keeps, and the program
 * date-time of the stream (a position and its wall-clock moment: key moments and the match
 * centre in step with the video are mapped through it, core/match-video).
 */
import type { ProgramTimeAnchor } from '@core';

export const HLS_MIME = 'application/vnd.apple.mpegurl';

/** The little of a rendition the player reads. */
export interface HlsLevelLike {
  readonly height: number;
  readonly bitrate: number;
}
interface HlsFragmentLike {
  readonly start: number;
  readonly programDateTime: number | null;
}
export interface HlsEventData {
  readonly fatal?: boolean;
  readonly details?: string | { readonly fragments?: readonly HlsFragmentLike[] };
  readonly response?: { readonly code?: number };
}
/** The little of hls.js this helper uses; a test or story passes a fake with this shape. */
export interface HlsInstanceLike {
  loadSource(src: string): void;
  attachMedia(media: HTMLMediaElement): void;
  /** stops every playlist and segment request (the buffer stays) */
  stopLoad?(): void;
  on(event: string, listener: (event: string, data: HlsEventData) => void): void;
  destroy(): void;
  readonly levels?: readonly HlsLevelLike[];
  /** the rendition playing (-1 unknown) */
  readonly currentLevel?: number;
  /** set to switch at the next segment (-1: back to Auto) */
  nextLevel?: number;
  /** where a live stream is played from: a few segments behind the newest */
  readonly liveSyncPosition?: number | null;
}
export interface HlsConstructorLike {
  new (config?: Record<string, unknown>): HlsInstanceLike;
  isSupported(): boolean;
  readonly Events: {
    readonly ERROR: string;
    readonly MANIFEST_PARSED?: string;
    readonly LEVEL_SWITCHED?: string;
    readonly LEVEL_UPDATED?: string;
  };
}
export type HlsLoader = () => Promise<HlsConstructorLike>;

let hlsModule: Promise<HlsConstructorLike> | null = null;
/**
 * The real loader: the only place hls.js is imported, and only dynamically. Asked for once
 * per page load (preparing on intent asks early; the player's own request then finds it).
 */
export const loadHlsJs: HlsLoader = () => {
  hlsModule ??= import('hls.js/light').then(
    // hls.js's own `on` is generic over its event map; the structural type above is the
    // narrow slice we call, so the class is viewed through it.
    (mod) => mod.default as unknown as HlsConstructorLike,
    (e: unknown) => {
      hlsModule = null;
      throw e;
    },
  );
  return hlsModule;
};

export type AttachFailure = 'unsupported' | 'load-failed' | 'fatal';

export interface AttachOptions {
  /**
   * A fatal playback error after attaching (network gone, token expired, the pass ended);
   * `status` is the HTTP status of the request that failed, when there was one.
   */
  readonly onFatal: (reason: AttachFailure, status?: number) => void;
  readonly loadHls?: HlsLoader;
  /** live streams start near the live edge with a small buffer; VOD buffers more */
  readonly live?: boolean;
}

/** A rendition the fan may choose. */
export interface Quality {
  /** the engine's index */
  readonly index: number;
  readonly height: number;
  /** '720p' */
  readonly label: string;
}

export interface HlsAttachment {
  /** stops loading and frees the media element (and hls.js's workers and buffers) */
  destroy(): void;
  /** the renditions, highest first; empty where the browser chooses them itself (native HLS) */
  qualities(): readonly Quality[];
  /** the fan's choice: null is Auto */
  chosenQuality(): number | null;
  /** the rendition playing now, when the engine says */
  playingQuality(): number | null;
  /** Auto (null) or one rendition, from the next segment */
  chooseQuality(index: number | null): void;
  /** the position a live stream is played at when the fan is "live"; null for on-demand or unknown */
  liveEdge(): number | null;
  /** a position and the wall-clock moment it shows, when the stream dates its segments */
  programAnchor(): ProgramTimeAnchor | null;
  /** something above changed (renditions known, a switch, a live playlist reloaded); returns unsubscribe */
  onChange(listener: () => void): () => void;
}

/** Media Source Extensions, or Safari's ManagedMediaSource (iOS 17.1 on): hls.js can play here */
export function hasMediaSource(): boolean {
  const g = globalThis as { MediaSource?: unknown; ManagedMediaSource?: unknown };
  return typeof g.MediaSource === 'function' || typeof g.ManagedMediaSource === 'function';
}

/** the browser plays HLS itself and hls.js cannot: the only case the native player is used */
export function usesNativeHls(media: HTMLMediaElement): boolean {
  return !hasMediaSource() && media.canPlayType(HLS_MIME) !== '';
}

const inertAttachment: HlsAttachment = {
  destroy: () => {},
  qualities: () => [],
  chosenQuality: () => null,
  playingQuality: () => null,
  chooseQuality: () => {},
  liveEdge: () => null,
  programAnchor: () => null,
  onChange: () => () => {},
};

function listeners() {
  const set = new Set<() => void>();
  return {
    add(l: () => void) {
      set.add(l);
      return () => void set.delete(l);
    },
    emit: () => set.forEach((l) => l()),
  };
}

/** Safari's own HLS: it picks renditions itself; the stream's date comes from getStartDate() */
function nativeAttachment(media: HTMLMediaElement, src: string, live: boolean): HlsAttachment {
  media.src = src;
  const changes = listeners();
  media.addEventListener('durationchange', changes.emit);
  return {
    ...inertAttachment,
    destroy: () => {
      media.removeEventListener('durationchange', changes.emit);
      media.removeAttribute('src');
      // load() with no source aborts the download, as hls.destroy() does
      try {
        media.load();
      } catch {
        /* jsdom and detached elements */
      }
    },
    liveEdge: () => {
      if (!live || media.seekable.length === 0) return null;
      return media.seekable.end(media.seekable.length - 1);
    },
    programAnchor: () => {
      const date = (media as HTMLMediaElement & { getStartDate?: () => Date }).getStartDate?.();
      const wallMs = date?.getTime();
      return wallMs !== undefined && Number.isFinite(wallMs) ? { position: 0, wallMs } : null;
    },
    onChange: changes.add,
  };
}

/**
 * hls.js configuration. The first fragment is always of the lowest rendition (level 0: hls.js
 * orders them by bitrate), the smallest download to a first frame; left to itself hls.js would
 * pick its first by a guessed 500 kbps, or spend a test fragment measuring. ABR stays on, so from
 * the second fragment it climbs as the measured connection allows (the default estimate is never
 * used: a fragment has been measured by then), never above what the player's size shows. A live
 * stream starts three segments behind the edge (hls.js's own margin, kept: less would stall on a
 * slow connection) and the buffer goals are hls.js's, which do not delay the first frame; a
 * rewind window keeps at most 90 s behind the playhead in memory.
 */
export const hlsConfig = (live: boolean): Record<string, unknown> => ({
  startLevel: 0,
  testBandwidth: false,
  capLevelToPlayerSize: true,
  backBufferLength: 90,
  ...(live ? { lowLatencyMode: false, liveSyncDurationCount: 3 } : {}),
});

function hlsAttachment(hls: HlsInstanceLike, Hls: HlsConstructorLike): HlsAttachment {
  const changes = listeners();
  let anchor: ProgramTimeAnchor | null = null;
  let chosen: number | null = null;
  for (const event of [Hls.Events.MANIFEST_PARSED, Hls.Events.LEVEL_SWITCHED]) if (event) hls.on(event, changes.emit);
  if (Hls.Events.LEVEL_UPDATED)
    hls.on(Hls.Events.LEVEL_UPDATED, (_e, data) => {
      const details = typeof data.details === 'object' ? data.details : undefined;
      const dated = details?.fragments?.find((f) => f.programDateTime !== null && Number.isFinite(f.programDateTime));
      if (dated && dated.programDateTime !== null) anchor = { position: dated.start, wallMs: dated.programDateTime };
      changes.emit();
    });
  const levels = () => hls.levels ?? [];
  return {
    destroy: () => hls.destroy(),
    qualities: () =>
      levels()
        .map((l, index) => ({ index, height: l.height, label: `${l.height}p` }))
        .filter((q) => q.height > 0)
        .sort((a, b) => b.height - a.height),
    chosenQuality: () => chosen,
    playingQuality: () => {
      const current = hls.currentLevel ?? -1;
      return current >= 0 && current < levels().length ? current : null;
    },
    chooseQuality: (index) => {
      chosen = index !== null && index >= 0 && index < levels().length ? index : null;
      // -1 gives the choice back to the engine (Auto)
      hls.nextLevel = chosen ?? -1;
      changes.emit();
    },
    liveEdge: () => {
      const edge = hls.liveSyncPosition;
      return typeof edge === 'number' && Number.isFinite(edge) ? edge : null;
    },
    programAnchor: () => anchor,
    onChange: changes.add,
  };
}

const isRefusal = (status: number | undefined): status is 401 | 403 => status === 401 || status === 403;

/**
 * Resolves once the stream is attached; failures are reported through onFatal (and the
 * returned attachment is then inert), never thrown, so a player only has one error path.
 * `isCancelled` lets a caller that unmounted during the dynamic import skip attaching.
 */
export async function attachHls(
  media: HTMLMediaElement,
  src: string,
  { onFatal, loadHls = loadHlsJs, live = false }: AttachOptions,
  isCancelled: () => boolean = () => false,
): Promise<HlsAttachment> {
  if (usesNativeHls(media)) return nativeAttachment(media, src, live);
  let Hls: HlsConstructorLike;
  try {
    Hls = await loadHls();
  } catch {
    if (!isCancelled()) onFatal('load-failed');
    return inertAttachment;
  }
  if (isCancelled()) return inertAttachment;
  if (!Hls.isSupported()) {
    onFatal('unsupported');
    return inertAttachment;
  }
  const hls = new Hls(hlsConfig(live));
  let refused = false;
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (refused) return;
    const status = data.response?.code;
    // The stream service refusing a playlist or segment (401, 403: this device was stopped from
    // another one, the pass ended, the account signed out) refuses the token every rendition's
    // address carries. hls.js counts such an answer as non-fatal and tries each other rendition in
    // turn, with the buffer still playing; the fan is told at the first refusal instead, and the
    // refused token is not sent again.
    if (isRefusal(status)) {
      refused = true;
      hls.stopLoad?.();
      onFatal('fatal', status);
    } else if (data.fatal) onFatal('fatal', status);
  });
  const attachment = hlsAttachment(hls, Hls);
  hls.loadSource(src);
  hls.attachMedia(media);
  return attachment;
}
