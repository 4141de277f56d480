import {
  durationBounds,
  err,
  notFound,
  ok,
  videoSearchParams,
  type VideoConfig,
  type VideoPort,
  type VideoSection,
  type VideoSummary,
} from '@core';
import { VIDEO_LATEST_SECTION_TITLE, VIDEO_MAX_PAGE_SIZE, VIDEO_SECTION_SIZE } from '@protocol/video/video-wire';
import { memoryBehaviour, type MemoryControls, type MemoryOptions } from '../shared/memory-behaviour';
import { memoryVideoConfig, memoryVideos } from './video-memory-seed';

export interface VideoSeed {
  readonly config: VideoConfig;
  readonly videos: readonly VideoSummary[];
}

const defaultSeed: VideoSeed = { config: memoryVideoConfig, videos: memoryVideos };

/** newest first; equal release times by videoID (descending), as the stand-in orders them */
const newestFirst = (a: VideoSummary, b: VideoSummary) =>
  b.releaseFrom.localeCompare(a.releaseFrom) || b.videoID.localeCompare(a.videoID);

/**
 * The video catalogue in memory, answering as the stand-in's videos service does
 * (stand-in/services/videos.ts): the same rows, filters, order and paging. Paging is
 * normalised by core's videoSearchParams (what the HTTP adapter would have sent) and a
 * pageSize over VIDEO_MAX_PAGE_SIZE is clamped, as the service clamps it.
 */
export function createVideoMemory(
  seed: VideoSeed = defaultSeed,
  options: MemoryOptions = {},
): VideoPort & MemoryControls {
  const behaviour = memoryBehaviour('videos', options);
  const sorted = [...seed.videos].sort(newestFirst);
  const row = (title: string, channel: string, items: readonly VideoSummary[]): VideoSection => ({
    title,
    channel,
    items: items.slice(0, VIDEO_SECTION_SIZE),
  });
  const sections: readonly VideoSection[] = [
    row(VIDEO_LATEST_SECTION_TITLE, '', sorted),
    ...seed.config.channels.map((c) =>
      row(
        c.title,
        c.slug,
        sorted.filter((v) => v.channel === c.slug),
      ),
    ),
  ].filter((r) => r.items.length > 0);

  return {
    failWith: behaviour.failWith,
    config: () => behaviour.respond(() => ok(seed.config)),
    sections: () => behaviour.respond(() => ok(sections)),
    search: (q) =>
      behaviour.respond(() => {
        const sent = videoSearchParams(q);
        const text = (sent.query ?? '').toLowerCase();
        const bounds = q.duration ? durationBounds(q.duration) : {};
        const matching = sorted.filter(
          (v) =>
            (text === '' || v.title.toLowerCase().includes(text) || v.description.toLowerCase().includes(text)) &&
            (q.team === undefined || v.team === q.team) &&
            (q.season === undefined || v.season === q.season) &&
            (!q.channel || v.channel === q.channel) &&
            (bounds.minDuration === undefined || v.durationSeconds >= bounds.minDuration) &&
            (bounds.maxDuration === undefined || v.durationSeconds <= bounds.maxDuration),
        );
        const pageSize = Math.min(VIDEO_MAX_PAGE_SIZE, Number(sent.pageSize));
        const pageIndex = Number(sent.pageIndex);
        return ok({
          items: matching.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize),
          total: matching.length,
          pageIndex,
          pageSize,
        });
      }),
    video: (id) =>
      behaviour.respond(() => {
        const found = seed.videos.find((v) => v.videoID === id);
        return found ? ok(found) : err(notFound('videos'));
      }),
  };
}
