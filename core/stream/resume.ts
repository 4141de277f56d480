import type { StreamPort } from '../ports/stream.port';
import { ok, type Result } from '../shared/result';
import type { WatchProgress } from './stream-account-types';
import type { StreamError } from './stream-types';
import { resumePositionOf, watchStateOf, type WatchState } from './watch-progress';

/** what the player of one on-demand entry needs to resume it and keep its place */
export interface ResumePoint {
  /** where to start, seconds (0: from the beginning) */
  readonly startAt: number;
  readonly state: WatchState;
  /** how often to write the position while playing */
  readonly intervalSeconds: number;
}

export type LoadResumePoint = (entryId: string) => Promise<Result<ResumePoint, StreamError>>;
export type SaveWatchProgress = (
  entryId: string,
  positionSeconds: number,
  leaving?: boolean,
) => Promise<Result<WatchProgress, StreamError>>;

/** the service's default when its init cannot be read: the position still gets written */
export const DEFAULT_PROGRESS_INTERVAL_SECONDS = 10;

/**
 * Where the fan left an on-demand entry, on any device of theirs (the stream service keeps
 * it per account and entry), and how often to write it. A guest is STREAM.LOGIN_REQUIRED:
 * nothing to resume and nothing written.
 */
export const makeLoadResumePoint =
  ({ stream }: { readonly stream: StreamPort }): LoadResumePoint =>
  async (entryId) => {
    const [progress, settings] = await Promise.all([stream.progress(entryId), stream.init()]);
    if (!progress.ok) return progress;
    return ok({
      startAt: resumePositionOf(progress.value),
      state: watchStateOf(progress.value),
      intervalSeconds: settings.ok ? settings.value.progressIntervalSeconds : DEFAULT_PROGRESS_INTERVAL_SECONDS,
    });
  };

export const makeSaveWatchProgress =
  ({ stream }: { readonly stream: StreamPort }): SaveWatchProgress =>
  (entryId, positionSeconds, leaving = false) =>
    stream.saveProgress(entryId, Math.max(0, positionSeconds), leaving ? { leaving } : undefined);
