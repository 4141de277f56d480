import type { Result } from '../shared/result';
import type { ServiceError } from '../shared/service-error';
import type { VideoConfig, VideoSearchPage, VideoSearchQuery, VideoSection, VideoSummary } from '../video/video-types';

/** The video catalogue service (videos v2): configuration, feed, search, one video. */
export interface VideoPort {
  config(): Promise<Result<VideoConfig, ServiceError>>;
  /** the main video page's rows (feed 1), newest first within each */
  sections(): Promise<Result<readonly VideoSection[], ServiceError>>;
  /** sortby releaseFrom, sortOrder desc (VIDEO-6) */
  search(query: VideoSearchQuery): Promise<Result<VideoSearchPage, ServiceError>>;
  /** SERVICE.NOT_FOUND when no video has the id */
  video(videoID: string): Promise<Result<VideoSummary, ServiceError>>;
}
