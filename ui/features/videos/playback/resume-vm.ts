import { proxy } from 'valtio/vanilla';
import type { LoadResumePoint, SaveWatchProgress } from '@core';
import type { PlaybackPoint } from '@core/analytics/playback-milestones';

/**
 * Resume for one on-demand video: where the fan left it, on any device of theirs,
 * and its place kept as they watch (the stream service stores it per account and entry,
 * written every few seconds while playing, when paused or finished, and once more as the page
 * is hidden). A guest has no place to keep. When the service cannot say where the fan was,
 * the video starts from the beginning and says so once; playback never waits on it.
 */
export interface ResumeState {
  /** 'guest': nothing to resume or keep; 'unavailable': the place could not be read */
  status: 'loading' | 'ready' | 'guest' | 'unavailable';
  startAt: number;
  /** a polite word for the fan ('' when there is nothing to say) */
  note: string;
}

export interface ResumeVm {
  readonly state: ResumeState;
  start(): () => void;
  /** every media event of the player */
  playback(at: PlaybackPoint): void;
  /** the page is hidden or left: the last place is written with a request that outlives it */
  leave(): void;
}

export function createResumeVm(
  deps: { readonly loadResumePoint: LoadResumePoint; readonly saveWatchProgress: SaveWatchProgress },
  entry: { readonly entryId: string; readonly signedIn: boolean },
  now: () => number = Date.now,
): ResumeVm {
  const state = proxy<ResumeState>({ status: entry.signedIn ? 'loading' : 'guest', startAt: 0, note: '' });
  let intervalMs = 10_000;
  let lastWrite = 0;
  let lastPosition = -1;
  let written = -1;
  let writeFailed = false;

  const write = (position: number, leaving = false) => {
    if (state.status === 'guest' || state.status === 'loading' || position === written) return;
    written = position;
    lastWrite = now();
    void deps.saveWatchProgress(entry.entryId, position, leaving).then((r) => {
      // said once; playback goes on, and the next write tries again
      if (!r.ok && !writeFailed && !leaving) {
        writeFailed = true;
        state.note = 'Your place in this video could not be saved just now.';
      }
    });
  };

  return {
    state,
    start() {
      if (!entry.signedIn) return () => {};
      let live = true;
      void deps.loadResumePoint(entry.entryId).then((r) => {
        if (!live) return;
        if (r.ok) {
          intervalMs = r.value.intervalSeconds * 1000;
          Object.assign(state, {
            status: 'ready',
            startAt: r.value.startAt,
            note: r.value.startAt > 0 ? 'Resuming where you left off.' : '',
          });
        } else if (r.error.code === 'STREAM.LOGIN_REQUIRED') state.status = 'guest';
        else
          Object.assign(state, {
            status: 'unavailable',
            startAt: 0,
            note: 'Where you left this video could not be loaded: it starts from the beginning.',
          });
      });
      return () => {
        live = false;
      };
    },
    playback(at) {
      if (!Number.isFinite(at.currentTime) || at.currentTime <= 0) return;
      lastPosition = at.currentTime;
      if (at.ended) write(Number.isFinite(at.duration) ? at.duration : at.currentTime);
      else if (!at.playing) write(at.currentTime);
      else if (now() - lastWrite >= intervalMs) write(at.currentTime);
    },
    leave() {
      if (lastPosition > 0) write(lastPosition, true);
    },
  };
}
