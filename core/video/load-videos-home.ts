import type { VideoConfig, VideoSection } from './video-types';
import type { VideoPort } from '../ports/video.port';
import { ok, type Result } from '../shared/result';
import type { ServiceError } from '../shared/service-error';

export interface VideosHome {
  readonly config: VideoConfig;
  /** only rows with videos in them */
  readonly sections: readonly VideoSection[];
}

/** /videos (feed 1): the configuration (hero, live match) and the feed's sections. */
export type LoadVideosHome = () => Promise<Result<VideosHome, ServiceError>>;

/**
 * Both are asked together and the page needs both to make sense, so either failing
 * is the page's error. A row with nothing in it is noise: the feed shows only rows with videos.
 */
export const makeLoadVideosHome =
  ({ video }: { video: VideoPort }): LoadVideosHome =>
  async () => {
    const [config, sections] = await Promise.all([video.config(), video.sections()]);
    if (!config.ok) return config;
    if (!sections.ok) return sections;
    return ok({ config: config.value, sections: sections.value.filter((s) => s.items.length > 0) });
  };
