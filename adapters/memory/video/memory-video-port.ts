import {
  durationBounds, ok, notFound, type VideoConfig, type VideoPort, type VideoSummary,
} from '@core';
import { memoryBehaviour, type MemoryControls, type MemoryOptions } from '../memory-behaviour';
import { memoryVideoConfig, memoryVideos } from './memory-video-seed';

export interface VideoSeed {
  readonly config: VideoConfig;
  readonly videos: readonly VideoSummary[];
}

const defaultSeed: VideoSeed = { config: memoryVideoConfig, videos: memoryVideos };

/** The video catalogue in memory: the same filters and order as the stand-in's search. */
export function createMemoryVideoPort(seed: VideoSeed = defaultSeed, options: MemoryOptions = {}): VideoPort & MemoryControls {
  const behaviour = memoryBehaviour('videos', options);
  const newestFirst = [...seed.videos].sort((a, b) => b.releaseFrom.localeCompare(a.releaseFrom));
  return {
    failWith: behaviour.failWith,
    config: () => behaviour.respond(() => ok(seed.config)),
    sections: () => behaviour.respond(() => ok(seed.config.channels.map((c) => ({
      title: c.title, channel: c.slug, items: newestFirst.filter((v) => v.channel === c.slug).slice(0, 8),
    })))),
    search: (q) => behaviour.respond(() => {
      const text = (q.query ?? '').trim().toLowerCase();
      const bounds = q.duration ? durationBounds(q.duration) : {};
      const matching = newestFirst.filter((v) =>
        (text === '' || v.title.toLowerCase().includes(text))
        && (q.team === undefined || v.team === q.team)
        && (q.season === undefined || v.season === q.season)
        && (q.channel === undefined || v.channel === q.channel)
        && (bounds.minDuration === undefined || v.durationSeconds >= bounds.minDuration)
        && (bounds.maxDuration === undefined || v.durationSeconds <= bounds.maxDuration));
      const pageSize = Math.max(1, Math.floor(q.pageSize));
      const pageIndex = Math.max(0, Math.floor(q.pageIndex));
      return ok({ items: matching.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize), total: matching.length, pageIndex, pageSize });
    }),
    video: (id) => behaviour.respond(() => {
      const found = seed.videos.find((v) => v.videoID === id);
      return found ? ok(found) : { ok: false as const, error: notFound('videos') };
    }),
  };
}
