import type { AnalyticsAction } from './analytics-actions';

/** Where a player is: read from the media element at each of its events. */
export interface PlaybackPoint {
  readonly playing: boolean;
  /** seconds */
  readonly currentTime: number;
  /** seconds; NaN or Infinity until known (always for a live stream) */
  readonly duration: number;
  readonly ended: boolean;
}

const progress: readonly [number, AnalyticsAction][] = [
  [0.25, 'video-progress-25'],
  [0.5, 'video-progress-50'],
  [0.75, 'video-progress-75'],
  [1, 'video-progress-100'],
];

/**
 * The playback actions a player has newly reached (ANALYTICS-1): a start on first
 * playing (a live stream's own start for live video), 25/50/75/100% of an on-demand
 * video's known duration, and its end. Each is counted once per video, in order:
 * seeking back does not count a quarter again, and a jump past several counts each
 * one it passed. Live streams have no progress and no end.
 */
export function newPlaybackMilestones(
  reached: ReadonlySet<AnalyticsAction>,
  at: PlaybackPoint,
  live: boolean,
): AnalyticsAction[] {
  const start: AnalyticsAction = live ? 'live-stream-start' : 'video-start';
  const started = reached.has(start) || at.playing;
  if (!started) return [];
  const next: AnalyticsAction[] = [];
  const add = (a: AnalyticsAction) => {
    if (!reached.has(a)) next.push(a);
  };
  add(start);
  if (live) return next;
  const known = Number.isFinite(at.duration) && at.duration > 0;
  const fraction = at.ended ? 1 : known ? at.currentTime / at.duration : 0;
  for (const [share, action] of progress) if (fraction >= share) add(action);
  if (at.ended) add('video-end');
  return next;
}
