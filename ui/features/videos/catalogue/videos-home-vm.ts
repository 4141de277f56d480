import { proxy } from 'valtio/vanilla';
import { ok, type Result, type ServiceError, type VideoConfig, type VideoPort, type VideoSection } from '@core';
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
  retry(): Promise<void>;
}

/**
 * /videos (feed 1): the configuration (hero, live match) and the feed's sections, asked
 * together. The page needs both to make sense, so either failing is the page's error;
 * a failed retry keeps what was shown.
 */
export function createVideosHomeVm(deps: { video: VideoPort }): VideosHomeVm {
  const state = proxy<VideosHomeState>({ status: loading, config: null, sections: [] });
  const load = createSingleResourceLoad({
    state,
    fetch: async (): Promise<Result<{ config: VideoConfig; sections: readonly VideoSection[] }, ServiceError>> => {
      const [config, sections] = await Promise.all([deps.video.config(), deps.video.sections()]);
      if (!config.ok) return config;
      if (!sections.ok) return sections;
      return ok({ config: config.value, sections: sections.value });
    },
    onLoaded: ({ config, sections }) => {
      state.config = config;
      // a row with nothing in it is noise: the feed only shows rows with videos
      state.sections = sections.filter((s) => s.items.length > 0);
    },
  });
  return { state, start: load.start, retry: load.load };
}
