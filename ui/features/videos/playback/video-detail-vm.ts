import { proxy } from 'valtio/vanilla';
import type { LoadVideoDetail, VideoSummary } from '@core';
import { loading, type LoadStatus } from '../../../shared/view-models/load-status';
import { createSingleResourceLoad } from '../../../shared/view-models/single-resource-load';

export interface VideoDetailState {
  status: LoadStatus;
  video: VideoSummary | null;
}

export interface VideoDetailVm {
  readonly state: VideoDetailState;
  start(): () => void;
  retry(): Promise<void>;
}

/**
 * One on-demand video (/videos/:videoID, /videos/player/:slug?). A null id plays the
 * newest video (core's loadVideoDetail). SERVICE.NOT_FOUND becomes the page's not-found state.
 */
export function createVideoDetailVm(deps: {
  readonly loadVideoDetail: LoadVideoDetail;
  readonly videoID: string | null;
}): VideoDetailVm {
  const state = proxy<VideoDetailState>({ status: loading, video: null });
  const cycle = createSingleResourceLoad({
    state,
    fetch: () => deps.loadVideoDetail(deps.videoID),
    onLoaded: (found) => {
      state.video = found;
    },
  });
  return { state, start: cycle.start, retry: cycle.load };
}
