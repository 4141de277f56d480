import type { VideoSearchPage, VideoSearchQuery } from './video-types';
import type { VideoPort } from '../ports/video.port';
import type { Result } from '../shared/result';
import type { ServiceError } from '../shared/service-error';

/** A page of the catalogue's search, newest first (sortby releaseFrom desc). */
export type SearchVideos = (query: VideoSearchQuery) => Promise<Result<VideoSearchPage, ServiceError>>;

export const makeSearchVideos =
  ({ video }: { video: VideoPort }): SearchVideos =>
  (query) =>
    video.search(query);
