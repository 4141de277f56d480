import { proxy } from 'valtio/vanilla';
import type { VideoConfig, VideoPort } from '@core';
import { loading, type LoadStatus } from '../../../shared/view-models/load-status';
import { createSingleResourceLoad } from '../../../shared/view-models/single-resource-load';

export interface VideoConfigState {
  status: LoadStatus;
  /** kept through a failed retry, so the page does not go blank */
  config: VideoConfig | null;
}

export interface VideoConfigVm {
  readonly state: VideoConfigState;
  /** loads the configuration; returns a disposer that drops an answer still in flight */
  start(): () => void;
  retry(): Promise<void>;
}

/** The video configuration (brand, channels, FAQ, support contact) for the pages that only need it. */
export function createVideoConfigVm(deps: { video: VideoPort }): VideoConfigVm {
  const state = proxy<VideoConfigState>({ status: loading, config: null });
  const load = createSingleResourceLoad({
    state,
    fetch: () => deps.video.config(),
    onLoaded: (config) => {
      state.config = config;
    },
  });
  return { state, start: load.start, retry: load.load };
}
