/**
 * HLS playlists: reading the generated ones and writing what the service answers. An
 * entry is a multivariant playlist of renditions; live renditions are a loop of segments
 * turned into a window computed from the clock (so every viewer sees the same "now", the
 * media sequence advances as time passes, and each segment's program date-time is the
 * moment it aired); on-demand renditions are the generated playlist as it is. Segment
 * URIs are relative: players fetch them with plain GETs that cannot add headers (native
 * HLS in Safari), so the access travels in the media playlist's own path, which every
 * segment address inherits (stream-media-service.ts).
 */
export interface HlsSegment {
  readonly uri: string;
  /** seconds */
  readonly duration: number;
  /** the timestamps restart here (a loop starts again) */
  readonly discontinuity: boolean;
}

export interface HlsPlaylist {
  readonly targetDuration: number;
  readonly segments: readonly HlsSegment[];
}

/** reads the subset of a media playlist that ffmpeg and the generator write */
export function parsePlaylist(text: string): HlsPlaylist {
  const segments: HlsSegment[] = [];
  let targetDuration = 0;
  let duration: number | null = null;
  let discontinuity = false;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('#EXT-X-TARGETDURATION:')) targetDuration = Number(line.slice(22));
    else if (line.startsWith('#EXTINF:')) duration = Number.parseFloat(line.slice(8));
    else if (line === '#EXT-X-DISCONTINUITY') discontinuity = true;
    else if (line && !line.startsWith('#') && duration !== null) {
      segments.push({ uri: line, duration, discontinuity });
      duration = null;
      discontinuity = false;
    }
  }
  return { targetDuration: targetDuration || Math.ceil(Math.max(1, ...segments.map((s) => s.duration))), segments };
}

export interface LiveSegment extends HlsSegment {
  /** when it began airing (epoch ms): its EXT-X-PROGRAM-DATE-TIME */
  readonly startMs: number;
}

export interface LiveWindow {
  readonly mediaSequence: number;
  readonly discontinuitySequence: number;
  readonly targetDuration: number;
  readonly segments: readonly LiveSegment[];
}

const ms = (s: HlsSegment) => Math.round(s.duration * 1000);

/**
 * The live window at `nowMs`: the loop has played without end since `epochMs`, so the
 * absolute segment number is a pure function of the clock, and so is the moment each
 * segment aired (its program date-time: the wall clock a match event is matched against).
 * The service's epoch is its own start less the longest window, not the Unix epoch: hls.js
 * keeps a sparse array indexed by discontinuity sequence and walks it on every playlist
 * load, so a sequence in the hundreds of millions (segments since 1970) froze the page for
 * seconds at each reload of a live playlist.
 * The window ends at the last segment that has finished "airing" and holds `size` of them.
 * A discontinuity marks each restart of the loop; EXT-X-DISCONTINUITY-SEQUENCE counts those
 * that already slid out of the window.
 */
export function liveWindow(loop: HlsPlaylist, nowMs: number, size = 4, epochMs = 0): LiveWindow {
  const n = loop.segments.length;
  if (n === 0) throw new Error('liveWindow: the loop has no segments');
  const loopMs = loop.segments.reduce((sum, s) => sum + ms(s), 0);
  // where each segment of the loop starts, from the loop's start
  const offsets = loop.segments.map((_, i) => loop.segments.slice(0, i).reduce((sum, s) => sum + ms(s), 0));
  const elapsed = Math.max(0, Math.floor(nowMs - epochMs));
  const loops = Math.floor(elapsed / loopMs);
  const offset = elapsed - loops * loopMs;
  let index = 0;
  while (index < n - 1 && offset >= offsets[index + 1]!) index += 1;
  const current = loops * n + index;
  const last = Math.max(0, current - 1);
  const first = Math.max(0, last - Math.max(1, Math.floor(size)) + 1);
  const segments: LiveSegment[] = [];
  for (let s = first; s <= last; s += 1) {
    const seg = loop.segments[s % n]!;
    segments.push({
      uri: seg.uri,
      duration: seg.duration,
      discontinuity: s % n === 0 && s !== first,
      startMs: epochMs + Math.floor(s / n) * loopMs + offsets[s % n]!,
    });
  }
  return {
    mediaSequence: first,
    discontinuitySequence: Math.floor(first / n),
    targetDuration: loop.targetDuration,
    segments,
  };
}

/** the mean segment length of a loop, in ms (a window's length in segments from a length in time) */
export const meanSegmentMs = (loop: HlsPlaylist): number =>
  loop.segments.reduce((sum, s) => sum + ms(s), 0) / Math.max(1, loop.segments.length);

const segmentLines = (segments: readonly HlsSegment[]) =>
  segments.flatMap((s) => [
    ...(s.discontinuity ? ['#EXT-X-DISCONTINUITY'] : []),
    `#EXTINF:${s.duration.toFixed(6)},`,
    s.uri,
  ]);

const programDateTime = (startMs: number) => `#EXT-X-PROGRAM-DATE-TIME:${new Date(startMs).toISOString()}`;

export interface LivePlaylistOptions {
  /**
   * Playlist Delta Updates (RFC 8216bis 6.2.5.1): the server may leave out all but the last
   * `canSkipUntil` seconds when the player asks with _HLS_skip=YES; with a rewind window of
   * half an hour or more, each reload is a few lines instead of the whole window.
   */
  readonly canSkipUntil?: number;
  /** the player asked for a delta update (and the playlist allows one) */
  readonly skip?: boolean;
}

/**
 * A live media playlist: no ENDLIST, so players reload it every target duration. Every
 * segment after a discontinuity (and the first one listed) says when it aired, so the
 * player can tell the wall-clock time of any position in the window (key moments, start-over).
 * Segment addresses are relative: the media playlist's own address carries the access.
 */
export function renderLivePlaylist(w: LiveWindow, options: LivePlaylistOptions = {}): string {
  const { canSkipUntil } = options;
  let skipped = 0;
  if (options.skip && canSkipUntil !== undefined) {
    // keep every segment that ends within canSkipUntil seconds of the window's end
    const endMs = w.segments.length > 0 ? w.segments[w.segments.length - 1]!.startMs + ms(w.segments.at(-1)!) : 0;
    while (
      skipped < w.segments.length &&
      w.segments[skipped]!.startMs + ms(w.segments[skipped]!) <= endMs - canSkipUntil * 1000
    )
      skipped += 1;
  }
  const listed = w.segments.slice(skipped);
  const lines = listed.flatMap((s, i) => [
    ...(s.discontinuity ? ['#EXT-X-DISCONTINUITY'] : []),
    ...(i === 0 || s.discontinuity ? [programDateTime(s.startMs)] : []),
    `#EXTINF:${s.duration.toFixed(6)},`,
    s.uri,
  ]);
  return [
    '#EXTM3U',
    // EXT-X-SKIP needs version 9; without delta updates version 3 says all that is used
    `#EXT-X-VERSION:${canSkipUntil !== undefined ? 9 : 3}`,
    `#EXT-X-TARGETDURATION:${w.targetDuration}`,
    ...(canSkipUntil !== undefined ? [`#EXT-X-SERVER-CONTROL:CAN-SKIP-UNTIL=${canSkipUntil.toFixed(1)}`] : []),
    `#EXT-X-MEDIA-SEQUENCE:${w.mediaSequence}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${w.discontinuitySequence}`,
    '#EXT-X-INDEPENDENT-SEGMENTS',
    ...(skipped > 0 ? [`#EXT-X-SKIP:SKIPPED-SEGMENTS=${skipped}`] : []),
    ...lines,
    '',
  ].join('\n');
}

export function renderVodPlaylist(p: HlsPlaylist): string {
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${p.targetDuration}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    ...segmentLines(p.segments),
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');
}

export interface Variant {
  /** relative to the multivariant playlist */
  readonly uri: string;
  readonly bandwidth: number;
  readonly averageBandwidth: number;
  readonly codecs: string;
  readonly width?: number;
  readonly height?: number;
  readonly frameRate?: number;
}

/** the multivariant playlist: one EXT-X-STREAM-INF per rendition, in the order given (a player starts on the first) */
export function renderMultivariantPlaylist(variants: readonly Variant[]): string {
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:6',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    ...variants.flatMap((v) => [
      `#EXT-X-STREAM-INF:${[
        `BANDWIDTH=${v.bandwidth}`,
        `AVERAGE-BANDWIDTH=${v.averageBandwidth}`,
        `CODECS="${v.codecs}"`,
        ...(v.width && v.height ? [`RESOLUTION=${v.width}x${v.height}`] : []),
        ...(v.frameRate ? [`FRAME-RATE=${v.frameRate.toFixed(3)}`] : []),
      ].join(',')}`,
      v.uri,
    ]),
    '',
  ].join('\n');
}

export const playlistDuration = (p: HlsPlaylist): number => p.segments.reduce((sum, s) => sum + s.duration, 0);
