/**
 * HLS media playlists: reading the generated ones and writing what the service
 * answers. Live entries are a loop of segments turned into a sliding window computed
 * from the clock (so every viewer sees the same "now", and the media sequence
 * advances as time passes); on-demand entries are the generated playlist as it is.
 * Every segment URI carries the playback token, because players fetch segments with
 * plain GETs that cannot add headers everywhere (native HLS in Safari).
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

export interface LiveWindow {
  readonly mediaSequence: number;
  readonly discontinuitySequence: number;
  readonly targetDuration: number;
  readonly segments: readonly HlsSegment[];
}

/**
 * The live window at `nowMs`: the loop has played without end since the Unix epoch, so
 * the absolute segment number is a pure function of the clock. The window ends at the
 * last segment that has finished "airing". A discontinuity marks each restart of the
 * loop; EXT-X-DISCONTINUITY-SEQUENCE counts those that already slid out of the window.
 */
export function liveWindow(loop: HlsPlaylist, nowMs: number, size = 4): LiveWindow {
  const n = loop.segments.length;
  if (n === 0) throw new Error('liveWindow: the loop has no segments');
  const loopMs = loop.segments.reduce((sum, s) => sum + Math.round(s.duration * 1000), 0);
  const elapsed = Math.max(0, Math.floor(nowMs));
  const loops = Math.floor(elapsed / loopMs);
  let offset = elapsed - loops * loopMs;
  let index = 0;
  while (index < n - 1 && offset >= Math.round(loop.segments[index]!.duration * 1000)) {
    offset -= Math.round(loop.segments[index]!.duration * 1000);
    index += 1;
  }
  const current = loops * n + index;
  const last = Math.max(0, current - 1);
  const first = Math.max(0, last - size + 1);
  const segments: HlsSegment[] = [];
  for (let s = first; s <= last; s += 1) {
    const seg = loop.segments[s % n]!;
    segments.push({ uri: seg.uri, duration: seg.duration, discontinuity: s % n === 0 && s !== first });
  }
  return {
    mediaSequence: first,
    discontinuitySequence: Math.floor(first / n),
    targetDuration: loop.targetDuration,
    segments,
  };
}

/**
 * What every segment address carries: the token and, when given, the device it is bound
 * to (a player's segment GETs carry no headers, so the device travels in the address).
 */
export interface SegmentAccess {
  readonly token: string;
  readonly device?: string;
}
const access = (a: string | SegmentAccess): SegmentAccess => (typeof a === 'string' ? { token: a } : a);
const withAccess = (uri: string, { token, device }: SegmentAccess) =>
  `${uri}?token=${encodeURIComponent(token)}${device === undefined ? '' : `&device=${encodeURIComponent(device)}`}`;

const segmentLines = (segments: readonly HlsSegment[], a: SegmentAccess) =>
  segments.flatMap((s) => [
    ...(s.discontinuity ? ['#EXT-X-DISCONTINUITY'] : []),
    `#EXTINF:${s.duration.toFixed(6)},`,
    withAccess(s.uri, a),
  ]);

/** a live playlist: no ENDLIST, so players reload it every target duration */
export function renderLivePlaylist(w: LiveWindow, token: string | SegmentAccess): string {
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${w.targetDuration}`,
    `#EXT-X-MEDIA-SEQUENCE:${w.mediaSequence}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${w.discontinuitySequence}`,
    ...segmentLines(w.segments, access(token)),
    '',
  ].join('\n');
}

export function renderVodPlaylist(p: HlsPlaylist, token: string | SegmentAccess): string {
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${p.targetDuration}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    ...segmentLines(p.segments, access(token)),
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');
}

export const playlistDuration = (p: HlsPlaylist): number => p.segments.reduce((sum, s) => sum + s.duration, 0);
