import type { StreamPort } from '../ports/stream.port';
import type { VideoPort } from '../ports/video.port';
import { ok, type Result } from '../shared/result';
import type { VideoSummary } from '../video/video-types';
import type { WatchProgress } from './stream-account-types';
import type { StreamError } from './stream-types';
import { watchedFractionOf, watchStateOf, type WatchState } from './watch-progress';

export interface ContinueWatchingItem {
  readonly video: VideoSummary;
  /** 0..1 */
  readonly fraction: number;
  readonly updatedAt: string;
}

export interface WatchHistory {
  /** started and not finished, most recently watched first */
  readonly continueWatching: readonly ContinueWatchingItem[];
  /** every entry with a position, by entry id (cards mark the watched ones) */
  readonly states: Readonly<Record<string, WatchState>>;
}

export type LoadWatchHistory = () => Promise<Result<WatchHistory, StreamError>>;

export const CONTINUE_WATCHING_MAX = 8;

/**
 * /videos' "Continue watching": the fan's on-demand entries in progress, most
 * recent first, each with its catalogue video (each catalogue video is its own stream
 * entry: its entryId names it in the catalogue too). An entry the catalogue no longer has
 * is left out, not shown empty.
 */
export const makeLoadWatchHistory =
  ({ stream, video }: { readonly stream: StreamPort; readonly video: VideoPort }): LoadWatchHistory =>
  async () => {
    const recent = await stream.recentProgress();
    if (!recent.ok) return recent;
    const states: Record<string, WatchState> = {};
    for (const p of recent.value) states[p.entryId] = watchStateOf(p);
    const inProgress = recent.value.filter((p) => states[p.entryId] === 'in-progress').slice(0, CONTINUE_WATCHING_MAX);
    const found = await Promise.all(inProgress.map(async (p) => ({ p, v: await video.video(p.entryId) })));
    return ok({
      continueWatching: found.flatMap(({ p, v }: { p: WatchProgress; v: Awaited<ReturnType<VideoPort['video']>> }) =>
        v.ok && v.value.entryId === p.entryId
          ? [{ video: v.value, fraction: watchedFractionOf(p), updatedAt: p.updatedAt }]
          : [],
      ),
      states,
    });
  };
