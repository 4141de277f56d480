import type { WatchProgress } from './stream-account-types';

/**
 * Resume and "watched": where an on-demand video starts again for a fan, and
 * whether it counts as finished. Credits and the last seconds are not worth coming back
 * to, so a video is watched once less than RESUME_TAIL remains (or 95% is seen, for long
 * ones); a few seconds in is not worth resuming either. Resuming steps back a little
 * (REWIND_SECONDS) so the fan finds their place.
 */
export const WATCHED_TAIL_SECONDS = 10;
export const WATCHED_FRACTION = 0.95;
export const MIN_RESUME_SECONDS = 5;
export const REWIND_SECONDS = 3;

export type WatchState = 'unstarted' | 'in-progress' | 'watched';

export function watchStateOf(p: Pick<WatchProgress, 'positionSeconds' | 'durationSeconds'> | null): WatchState {
  if (!p || !(p.durationSeconds > 0) || !(p.positionSeconds >= MIN_RESUME_SECONDS)) return 'unstarted';
  const nearEnd =
    p.positionSeconds >= p.durationSeconds - WATCHED_TAIL_SECONDS ||
    p.positionSeconds >= p.durationSeconds * WATCHED_FRACTION;
  return nearEnd ? 'watched' : 'in-progress';
}

/** where the player starts: 0 for a new or finished video, else a little before where the fan left it */
export function resumePositionOf(p: Pick<WatchProgress, 'positionSeconds' | 'durationSeconds'> | null): number {
  return watchStateOf(p) === 'in-progress' ? Math.max(0, p!.positionSeconds - REWIND_SECONDS) : 0;
}

/** how far through, 0..1, for a progress bar under a card */
export function watchedFractionOf(p: Pick<WatchProgress, 'positionSeconds' | 'durationSeconds'>): number {
  if (!(p.durationSeconds > 0) || !Number.isFinite(p.positionSeconds)) return 0;
  return Math.min(1, Math.max(0, p.positionSeconds / p.durationSeconds));
}
