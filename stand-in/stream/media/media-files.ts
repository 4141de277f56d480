/**
 * The generated media on disk (stand-in/media/, made by scripts/generate-media.sh),
 * read on first use and kept in memory: the whole set is a few megabytes.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parsePlaylist, playlistDuration, type HlsPlaylist } from './hls-playlist';
import type { MediaEntry, Rendition } from './media-catalogue';

/** stand-in/media/, computed on use, not at import */
export const defaultMediaDir = (): string => fileURLToPath(new URL('../../media/', import.meta.url));

export interface RenditionMedia {
  readonly rendition: Rendition;
  readonly playlist: HlsPlaylist;
  /** segment file name -> bytes; only names the playlist lists can be served */
  readonly segments: ReadonlyMap<string, Uint8Array>;
  /** bits per second: the largest segment's rate (EXT-X-STREAM-INF BANDWIDTH) and the playlist's mean */
  readonly peakBitsPerSecond: number;
  readonly averageBitsPerSecond: number;
}

export interface EntryMedia {
  /** lowest first, as the catalogue lists them */
  readonly renditions: readonly RenditionMedia[];
  /** the WebVTT captions, when the entry has them */
  readonly captions: string | null;
}

function readRendition(dir: string, playlistFile: string, rendition: Rendition): RenditionMedia {
  const folder = join(dir, rendition.folder);
  const playlist = parsePlaylist(readFileSync(join(folder, playlistFile), 'utf8'));
  const segments = new Map<string, Uint8Array>();
  for (const s of playlist.segments) if (!segments.has(s.uri)) segments.set(s.uri, readFileSync(join(folder, s.uri)));
  let peak = 0;
  let bits = 0;
  for (const s of playlist.segments) {
    const size = (segments.get(s.uri)?.length ?? 0) * 8;
    bits += size;
    if (s.duration > 0) peak = Math.max(peak, size / s.duration);
  }
  const seconds = playlistDuration(playlist);
  return {
    rendition,
    playlist,
    segments,
    peakBitsPerSecond: Math.ceil(peak),
    averageBitsPerSecond: seconds > 0 ? Math.ceil(bits / seconds) : 0,
  };
}

export function createMediaFiles(mediaDir: string = defaultMediaDir()) {
  const cache = new Map<string, EntryMedia>();
  return {
    forEntry(entry: MediaEntry): EntryMedia {
      // by folder: every catalogue video of a channel plays the same media, read once
      const hit = cache.get(`${entry.folder}/${entry.playlist}`);
      if (hit) return hit;
      const dir = join(mediaDir, entry.folder);
      const media: EntryMedia = {
        renditions: entry.renditions.map((r) => readRendition(dir, entry.playlist, r)),
        captions: entry.captions ? readFileSync(join(dir, entry.captions), 'utf8') : null,
      };
      cache.set(`${entry.folder}/${entry.playlist}`, media);
      return media;
    },
  };
}

/** every file under a folder with its size in bytes (the size budget test reads it) */
export function listMediaFiles(dir: string = defaultMediaDir()): { path: string; bytes: number }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((rel) => ({ path: rel, full: join(dir, rel) }))
    .filter((f) => statSync(f.full).isFile())
    .map((f) => ({ path: f.path, bytes: statSync(f.full).size }));
}
