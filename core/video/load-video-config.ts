import type { VideoConfig } from './video-types';
import type { VideoPort } from '../ports/video.port';
import type { Result } from '../shared/result';
import type { ServiceError } from '../shared/service-error';

/** The video configuration: brand, channels, live upgrade data, FAQ, support contact. */
export type LoadVideoConfig = () => Promise<Result<VideoConfig, ServiceError>>;

export const makeLoadVideoConfig =
  ({ video }: { video: VideoPort }): LoadVideoConfig =>
  () =>
    video.config();
