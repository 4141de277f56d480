import type { Result } from '../shared/result';

/** what this browser can do for video ("Can I watch?") */
export interface PlaybackCapabilities {
  /** Media Source Extensions: hls.js can play */
  readonly mse: boolean;
  /** the browser plays HLS itself (Safari, iOS) */
  readonly nativeHls: boolean;
  /** whether a video may start by itself: with sound, only muted, or not at all */
  readonly autoplay: 'allowed' | 'muted' | 'blocked' | 'unknown';
}

/** one real media segment downloaded: its size, how long it took, and the playlist's round trip */
export interface SegmentMeasure {
  readonly bytes: number;
  readonly ms: number;
  readonly latencyMs: number;
}

export interface ProbeError {
  readonly code: 'PROBE.FAILED';
}

/** The browser's side of "Can I watch?": its capabilities and a measured download of a real segment. */
export interface PlaybackProbePort {
  capabilities(): Promise<PlaybackCapabilities>;
  /** downloads the playlist (the lowest rendition of a master) and its first segment */
  measure(playlistUrl: string): Promise<Result<SegmentMeasure, ProbeError>>;
}
