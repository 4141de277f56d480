import type { VideoSummary } from './video-types';
import type { VideoPort } from '../ports/video.port';
import type { Result } from '../shared/result';
import type { ServiceError } from '../shared/service-error';

/** One video by its id; SERVICE.NOT_FOUND when the catalogue has none. */
export type LoadVideo = (videoID: string) => Promise<Result<VideoSummary, ServiceError>>;

export const makeLoadVideo =
  ({ video }: { video: VideoPort }): LoadVideo =>
  (videoID) =>
    video.video(videoID);
