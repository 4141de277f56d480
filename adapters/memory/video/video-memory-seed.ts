/**
 * The in-memory catalogue: the shared seed the stand-in's videos service serves
 * (protocol/video/video-catalogue-seed.ts), mapped to core types by the HTTP adapter's own
 * wire mapper, so memory mode, stories and tests see exactly the videos the running site does.
 */
import type { VideoConfig, VideoSummary } from '@core';
import { createVideoCatalogueSeed } from '@protocol/video/video-catalogue-seed';
import { memorySeedNowMs } from '../seed/memory-seed-start';

const videoCatalogueSeed = createVideoCatalogueSeed({ startedAtMs: memorySeedNowMs });
import { toVideoConfig, toVideoSummary } from '../../http/video/video-wire-map';

export const memoryVideos: readonly VideoSummary[] = videoCatalogueSeed.videos
  .map(toVideoSummary)
  .filter((v): v is VideoSummary => v !== null);

export const memoryVideoConfig: VideoConfig = toVideoConfig(videoCatalogueSeed.config);
