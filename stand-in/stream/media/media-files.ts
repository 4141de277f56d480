/**
 * The generated media on disk (stand-in/media/, made by scripts/generate-media.sh),
 * read on first use and kept in memory: the whole set is a few megabytes.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parsePlaylist, type HlsPlaylist } from './hls-playlist';
import type { MediaEntry } from './media-catalogue';

/** stand-in/media/, computed on use, not at import */
export const defaultMediaDir = (): string => fileURLToPath(new URL('../../media/', import.meta.url));

export interface EntryMedia {
  readonly playlist: HlsPlaylist;
  /** segment file name -> bytes; only names the playlist lists can be served */
  readonly segments: ReadonlyMap<string, Uint8Array>;
}

export function createMediaFiles(mediaDir: string = defaultMediaDir()) {
  const cache = new Map<string, EntryMedia>();
  return {
    forEntry(entry: MediaEntry): EntryMedia {
      // by folder: every catalogue video of a channel plays the same media, read once
      const hit = cache.get(`${entry.folder}/${entry.playlist}`);
      if (hit) return hit;
      const dir = join(mediaDir, entry.folder);
      const playlist = parsePlaylist(readFileSync(join(dir, entry.playlist), 'utf8'));
      const segments = new Map<string, Uint8Array>();
      for (const s of playlist.segments) if (!segments.has(s.uri)) segments.set(s.uri, readFileSync(join(dir, s.uri)));
      const media = { playlist, segments };
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
