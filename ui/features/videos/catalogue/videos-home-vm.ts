import { proxy } from 'valtio/vanilla';
import type { LoadVideosHome, VideoConfig, VideoSection } from '@core';
import { loading, type LoadStatus } from '../../../shared/view-models/load-status';
import { createSingleResourceLoad } from '../../../shared/view-models/single-resource-load';

export interface VideosHomeState {
  status: LoadStatus;
  config: VideoConfig | null;
  sections: VideoSection[];
}

export interface VideosHomeVm {
  readonly state: VideosHomeState;
  start(): () => void;
  /** loads and settles: the server awaits it before rendering */
  load(): Promise<void>;
  retry(): Promise<void>;
}

/** /videos (feed 1): the configuration and the feed's rows; a failed retry keeps what was shown. */
export function createVideosHomeVm(deps: { loadVideosHome: LoadVideosHome }, seed?: VideosHomeState): VideosHomeVm {
  const state = proxy<VideosHomeState>(seed ?? { status: loading, config: null, sections: [] });
  const load = createSingleResourceLoad({
    state,
    fetch: deps.loadVideosHome,
    onLoaded: ({ config, sections }) => {
      state.config = config;
      state.sections = [...sections];
    },
  });
  // made from the server's seed, it has nothing to fetch on start
  return { state, start: seed ? () => () => {} : load.start, load: load.load, retry: load.load };
}
