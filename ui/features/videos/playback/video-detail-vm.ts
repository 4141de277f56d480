import { proxy } from 'valtio/vanilla';
import { ok, err, notFound, type Result, type ServiceError, type VideoPort, type VideoSummary } from '@core';
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

/** the newest video of the catalogue (/videos/player with no slug), or not found when it is empty */
export async function newestVideo(video: VideoPort): Promise<Result<VideoSummary, ServiceError>> {
  const page = await video.search({ pageIndex: 0, pageSize: 1 });
  if (!page.ok) return page;
  const first = page.value.items[0];
  return first ? ok(first) : err(notFound('videos'));
}

/**
 * One on-demand video (/videos/:videoID, /videos/player/:slug?). A null id plays the
 * newest video. SERVICE.NOT_FOUND becomes the page's not-found state.
 */
export function createVideoDetailVm(deps: { readonly video: VideoPort; readonly videoID: string | null }): VideoDetailVm {
  const state = proxy<VideoDetailState>({ status: loading, video: null });
  const cycle = createSingleResourceLoad({
    state,
    fetch: () => (deps.videoID === null ? newestVideo(deps.video) : deps.video.video(deps.videoID)),
    onLoaded: (found) => { state.video = found; },
  });
  return { state, start: cycle.start, retry: cycle.load };
}
