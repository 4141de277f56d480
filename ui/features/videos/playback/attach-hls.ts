/**
 * Attaches an HLS stream to a <video> or <audio> element (hls.js, and the
 * browser's own HLS where it has it). Safari and iOS play HLS themselves, so
 * there the source is set directly and hls.js is never downloaded. Elsewhere hls.js is
 * fetched with a dynamic import, so it stays out of every route's initial JavaScript and
 * only a fan who presses play pays for it.
 */

export const HLS_MIME = 'application/vnd.apple.mpegurl';

/** The little of hls.js this helper uses; a test or story passes a fake with this shape. */
export interface HlsInstanceLike {
  loadSource(src: string): void;
  attachMedia(media: HTMLMediaElement): void;
  on(
    event: string,
    listener: (event: string, data: { readonly fatal?: boolean; readonly details?: string }) => void,
  ): void;
  destroy(): void;
}
export interface HlsConstructorLike {
  new (config?: Record<string, unknown>): HlsInstanceLike;
  isSupported(): boolean;
  readonly Events: { readonly ERROR: string };
}
export type HlsLoader = () => Promise<HlsConstructorLike>;

/** The real loader: the only place hls.js is imported, and only dynamically. */
export const loadHlsJs: HlsLoader = async () => {
  const mod = await import('hls.js');
  // hls.js's own `on` is generic over its event map; the structural type above is the
  // narrow slice we call, so the class is viewed through it.
  return mod.default as unknown as HlsConstructorLike;
};

export type AttachFailure = 'unsupported' | 'load-failed' | 'fatal';

export interface AttachOptions {
  /** a fatal playback error after attaching (network gone, token expired) */
  readonly onFatal: (reason: AttachFailure) => void;
  readonly loadHls?: HlsLoader;
  /** live streams start near the live edge with a small buffer; VOD buffers more */
  readonly live?: boolean;
}

export interface HlsAttachment {
  /** stops loading and frees the media element (and hls.js's workers and buffers) */
  destroy(): void;
}

export function canPlayNativeHls(media: HTMLMediaElement): boolean {
  return media.canPlayType(HLS_MIME) !== '';
}

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
  const inert: HlsAttachment = { destroy: () => {} };
  if (canPlayNativeHls(media)) {
    media.src = src;
    return {
      destroy: () => {
        media.removeAttribute('src');
        // load() with no source aborts the download, as hls.destroy() does
        try {
          media.load();
        } catch {
          /* jsdom and detached elements */
        }
      },
    };
  }
  let Hls: HlsConstructorLike;
  try {
    Hls = await loadHls();
  } catch {
    if (!isCancelled()) onFatal('load-failed');
    return inert;
  }
  if (isCancelled()) return inert;
  if (!Hls.isSupported()) {
    onFatal('unsupported');
    return inert;
  }
  const hls = new Hls(live ? { lowLatencyMode: false, liveSyncDurationCount: 3 } : {});
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) onFatal('fatal');
  });
  hls.loadSource(src);
  hls.attachMedia(media);
  return { destroy: () => hls.destroy() };
}
