/**
 * Where a fan is in a live stream's rewind window: at the live edge, or so far
 * behind it. A player keeps a few segments behind the newest one (the live edge it plays at,
 * hls.js's liveSyncPosition), and drifts a little around it while playing; a fan within
 * LIVE_EDGE_TOLERANCE_S of it is watching live. Anything further is behind: paused, rewound,
 * watching from kick-off or from a key moment.
 */
export const LIVE_EDGE_TOLERANCE_S = 10;

export interface LivePosition {
  readonly atLiveEdge: boolean;
  /** whole seconds behind the live edge (0 at it) */
  readonly behindSeconds: number;
}

export function livePosition(position: number, liveEdge: number | null): LivePosition {
  if (liveEdge === null || !Number.isFinite(liveEdge) || !Number.isFinite(position))
    return { atLiveEdge: true, behindSeconds: 0 };
  const behind = liveEdge - position;
  return behind <= LIVE_EDGE_TOLERANCE_S
    ? { atLiveEdge: true, behindSeconds: 0 }
    : { atLiveEdge: false, behindSeconds: Math.floor(behind) };
}

/** '12 s', '2 min 5 s', '1 h 4 min': how far behind, for the screen and for a screen reader */
export function behindText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  if (s < 60) return `${s} s`;
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  if (h > 0) return m > 0 ? `${h} h ${m} min` : `${h} h`;
  const rest = s % 60;
  return rest > 0 ? `${m} min ${rest} s` : `${m} min`;
}
