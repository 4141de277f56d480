import type { VideoPort } from '../ports/video.port';
import { err, ok, type Result } from '../shared/result';
import { notFound, type ServiceError } from '../shared/service-error';
import type { VideoSummary } from './video-types';

/** One on-demand video by id; null asks for the newest video of the catalogue. */
export type LoadVideoDetail = (videoID: string | null) => Promise<Result<VideoSummary, ServiceError>>;

/**
 * /videos/:videoID and /videos/player/:slug?. The player route with no slug plays the
 * newest video: the first of a one-item search (the catalogue sorts newest first), or
 * not found when the catalogue is empty.
 */
export const makeLoadVideoDetail =
  ({ video }: { readonly video: Pick<VideoPort, 'search' | 'video'> }): LoadVideoDetail =>
  async (videoID) => {
    if (videoID !== null) return video.video(videoID);
    const page = await video.search({ pageIndex: 0, pageSize: 1 });
    if (!page.ok) return page;
    const first = page.value.items[0];
    return first ? ok(first) : err(notFound('videos'));
  };
