import { proxy } from 'valtio/vanilla';
import type { LoadVideoConfig, VideoConfig } from '@core';
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
  /** loads and settles: the server awaits it before rendering */
  load(): Promise<void>;
  retry(): Promise<void>;
}

type VideoConfigVmDeps = { readonly loadVideoConfig: LoadVideoConfig };

/** The video configuration (brand, channels, FAQ, support contact) for the pages that only need it. */
export function createVideoConfigVm(deps: VideoConfigVmDeps, seed?: VideoConfigState): VideoConfigVm {
  const { loadVideoConfig } = deps;
  const state = proxy<VideoConfigState>(seed ?? { status: loading, config: null });
  const load = createSingleResourceLoad({
    state,
    fetch: loadVideoConfig,
    onLoaded: (config) => {
      state.config = config;
    },
  });
  // made from the server's seed, it has nothing to fetch on start
  return { state, start: seed ? () => () => {} : load.start, load: load.load, retry: load.load };
}
