/**
 * The videos service's catalogue: the shared seed (protocol/video/video-catalogue-seed.ts),
 * so the site's in-memory adapter answers exactly what this stand-in answers.
 */
import { createVideoCatalogueSeed, type VideoCatalogueSeed } from '@protocol/video/video-catalogue-seed';

export type { VideoCatalogueSeed };

export function createVideoSeed(options: { liveStartsAt?: string } = {}): VideoCatalogueSeed {
  return createVideoCatalogueSeed(options);
}
