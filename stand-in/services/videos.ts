/**
 * Videos v2, the video catalogue service (VIDEO-1 to VIDEO-6; wire format in
 * protocol/video/video-wire.ts): GET /config, /sections, /search, /videos/{videoID}.
 * Fault injection is the app's middleware in front of the whole prefix (control.ts).
 */
import { Hono } from 'hono';
import {
  VIDEO_LATEST_SECTION_TITLE,
  VIDEO_SECTION_SIZE,
  type VideoItemWire,
  type VideoSectionWire,
  type VideoSectionsWire,
} from '@protocol/video/video-wire';
import { createVideoSeed, type VideoCatalogueSeed } from '../seed/video-seed';
import { badRequest, notFound } from './http-helpers';
import { byRelease, parseVideoSearch, searchVideos } from './videos-search';

export interface VideosServiceOptions {
  /** another catalogue (tests); default: the shared seed */
  readonly seed?: VideoCatalogueSeed;
}

/** 'Latest videos' from every channel, then one row per channel in the config's order; empty rows are left out */
export function videoSections(seed: VideoCatalogueSeed): VideoSectionsWire {
  const newest = [...seed.videos].sort(byRelease('desc'));
  const row = (title: string, channel: string, items: readonly VideoItemWire[]): VideoSectionWire => ({
    title,
    channel,
    items: items.slice(0, VIDEO_SECTION_SIZE),
  });
  const rows = [
    row(VIDEO_LATEST_SECTION_TITLE, '', newest),
    ...seed.config.channels.map((c) =>
      row(
        c.title,
        c.slug,
        newest.filter((v) => v.channel === c.slug),
      ),
    ),
  ];
  return { sections: rows.filter((r) => r.items.length > 0) };
}

export function createVideosService(options: VideosServiceOptions = {}): Hono {
  const seed = options.seed ?? createVideoSeed();
  const sections = videoSections(seed);
  const app = new Hono();
  app.get('/config', (c) => c.json(seed.config));
  app.get('/sections', (c) => c.json(sections));
  app.get('/search', (c) => {
    const parsed = parseVideoSearch((name) => c.req.query(name));
    if (!parsed.ok) return badRequest(c, parsed.message);
    return c.json(searchVideos(seed.videos, parsed.request));
  });
  app.get('/videos/:videoID', (c) => {
    const id = c.req.param('videoID');
    const found = seed.videos.find((v) => v.videoID === id);
    return found ? c.json(found) : notFound(c, `no video ${id}`);
  });
  return app;
}
