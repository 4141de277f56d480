/**
 * The stand-in's playable entries and the rules that say who may play them. The entry
 * ids are what the site passes to getKSession(entryId); each maps to a folder of
 * generated media under stand-in/media/ (scripts/generate-media.sh).
 */
import { videoMediaEntry } from '@protocol/video/video-catalogue-seed';

export type MediaKind = 'live-video' | 'live-audio' | 'vod';

/**
 * One rendition of an entry: a folder of segments and a playlist, and what the multivariant
 * playlist says of it (its bandwidth is measured from the bytes on disk, media-files.ts).
 */
export interface Rendition {
  /** its name in media addresses (a/<token>/<device>/<name>/...) */
  readonly name: string;
  /** its folder under the entry's folder ('.' for the entry's folder itself) */
  readonly folder: string;
  /** RFC 6381 codecs, as EXT-X-STREAM-INF's CODECS */
  readonly codecs: string;
  readonly width?: number;
  readonly height?: number;
  readonly frameRate?: number;
}

/**
 * The video ladder scripts/generate-media.sh encodes (the sizes and H.264 levels are the
 * script's): lowest first, because a player starts on the first one listed and climbs
 * (first frame fast, then better pictures as the connection allows).
 */
export const VIDEO_LADDER: readonly Rendition[] = [
  { name: '240p', folder: '240p', width: 426, height: 240, frameRate: 25, codecs: 'avc1.4d4015,mp4a.40.2' },
  { name: '360p', folder: '360p', width: 640, height: 360, frameRate: 25, codecs: 'avc1.4d401e,mp4a.40.2' },
  { name: '720p', folder: '720p', width: 1280, height: 720, frameRate: 25, codecs: 'avc1.4d401f,mp4a.40.2' },
];
/** the audio commentary: one AAC rendition, in the entry's folder */
export const AUDIO_ONLY: readonly Rendition[] = [{ name: 'aac', folder: '.', codecs: 'mp4a.40.2' }];

export interface MediaEntry {
  readonly id: string;
  readonly title: string;
  readonly kind: MediaKind;
  /** folder under stand-in/media/ holding a folder per rendition */
  readonly folder: string;
  /** the playlist file in each rendition's folder: the loop (live) or the finished playlist (VOD) */
  readonly playlist: string;
  readonly renditions: readonly Rendition[];
  /** a WebVTT file in the entry's folder (on-demand videos have captions) */
  readonly captions?: string;
  /** null: free to everyone, guests included; otherwise any one of these grants it */
  readonly entitlements: readonly string[] | null;
}

/** the fixture the live video is showing; a single-match pass names it */
export const LIVE_MATCH_ID = '2041';
export const ENTITLEMENTS = {
  live: 'uztv-live',
  match: (matchId: string) => `uztv-match-${matchId}`,
  audio: 'uztv-audio',
  vod: 'uztv-vod',
} as const;

export const mediaCatalogue: readonly MediaEntry[] = [
  {
    id: 'live-video',
    title: 'UZTV Live',
    kind: 'live-video',
    folder: 'live',
    playlist: 'loop.m3u8',
    renditions: VIDEO_LADDER,
    entitlements: [ENTITLEMENTS.live, ENTITLEMENTS.match(LIVE_MATCH_ID)],
  },
  {
    id: 'live-audio',
    title: 'UZTV Audio Commentary',
    kind: 'live-audio',
    folder: 'audio',
    playlist: 'loop.m3u8',
    renditions: AUDIO_ONLY,
    entitlements: [ENTITLEMENTS.audio],
  },
  {
    id: 'vod-short',
    title: 'UZTV Highlights (90 s)',
    kind: 'vod',
    folder: 'vod/vod-short',
    playlist: 'index.m3u8',
    renditions: VIDEO_LADDER,
    captions: 'captions.vtt',
    entitlements: null,
  },
  // "live and on-demand streams need a live package subscription" (video-audio §6): the live pass opens them too
  {
    id: 'vod-medium',
    title: 'UZTV Interview (7 min)',
    kind: 'vod',
    folder: 'vod/vod-medium',
    playlist: 'index.m3u8',
    renditions: VIDEO_LADDER,
    captions: 'captions.vtt',
    entitlements: [ENTITLEMENTS.live, ENTITLEMENTS.vod],
  },
  {
    id: 'vod-long',
    title: 'UZTV Full Match (15 min)',
    kind: 'vod',
    folder: 'vod/vod-long',
    playlist: 'index.m3u8',
    renditions: VIDEO_LADDER,
    captions: 'captions.vtt',
    entitlements: [ENTITLEMENTS.live, ENTITLEMENTS.vod],
  },
];

/**
 * An entry by id: one of the catalogue above, or a catalogue video's own entry (its video
 * id, protocol/video), which plays its channel's media with the video's own access.
 */
export function findEntry(id: string): MediaEntry | undefined {
  const own = mediaCatalogue.find((e) => e.id === id);
  if (own) return own;
  const video = videoMediaEntry(id);
  const media = video && mediaCatalogue.find((e) => e.id === video.media);
  return video && media ? { ...media, id, entitlements: video.entitlements } : undefined;
}

export function isEntitled(entry: MediaEntry, userEntitlements: readonly string[] | null): boolean {
  if (entry.entitlements === null) return true;
  return !!userEntitlements && entry.entitlements.some((e) => userEntitlements.includes(e));
}

/** live video rights stop at these borders (UK, Republic of Ireland, Channel Isles, Isle of Man); audio does not */
export const LIVE_VIDEO_BLOCKED_COUNTRIES: readonly string[] = ['GB', 'IE', 'JE', 'GG', 'IM'];

/** `country`: an ISO 3166-1 alpha-2 code, checked before (stream-media-service.ts), or unknown */
export function isGeoBlocked(entry: MediaEntry, country: string | undefined): boolean {
  return entry.kind === 'live-video' && country !== undefined && LIVE_VIDEO_BLOCKED_COUNTRIES.includes(country);
}
