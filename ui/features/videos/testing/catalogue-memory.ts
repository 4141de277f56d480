import type { VideoPort, VideoSearchQuery, VideoSummary } from '@core';
import { createVideoMemory, type VideoSeed } from '@adapters/memory/video/video-memory';
import { memoryVideoConfig, memoryVideos } from '@adapters/memory/video/video-memory-seed';
import type { MemoryControls } from '@adapters/memory/shared/memory-behaviour';

/** the seed's hostile FAQ answer (its HTML sets this marker on window if it ever runs) */
export { HOSTILE_FAQ_HEADING, HOSTILE_FAQ_MARKER } from '@protocol/video/video-catalogue-seed';

/**
 * The video catalogue for the video pages' tests and stories: the in-memory adapter over the
 * one shared seed (protocol/video/video-catalogue-seed.ts, as the stand-in serves it), so a
 * page test names what the running site shows. Tests derive what they expect from
 * `catalogueVideos` rather than spelling titles, so the seed can grow.
 */
export const catalogueVideos: readonly VideoSummary[] = memoryVideos;
export const catalogueConfig = memoryVideoConfig;

/** newest first, as the catalogue sorts (equal release times by videoID, descending) */
export const newestFirst = (videos: readonly VideoSummary[]) =>
  [...videos].sort((a, b) => b.releaseFrom.localeCompare(a.releaseFrom) || b.videoID.localeCompare(a.videoID));

export interface CatalogueMemory extends VideoPort, MemoryControls {
  /** every search asked, in order */
  readonly searches: VideoSearchQuery[];
  /** hold every answer until the returned release is called (stale-answer tests, the loading story) */
  hold(): () => void;
}

/** The in-memory catalogue (optionally over other videos or config), recording searches and able to hold its answers. */
export function catalogueMemory(seed: Partial<VideoSeed> = {}): CatalogueMemory {
  const port = createVideoMemory({ config: seed.config ?? memoryVideoConfig, videos: seed.videos ?? memoryVideos });
  const searches: VideoSearchQuery[] = [];
  let gate: Promise<void> | null = null;
  // the answer is made at the call (with that call's filters); only its delivery waits for the gate
  const held =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const waiting = gate;
      const answer = call(...args);
      await waiting;
      return answer;
    };
  return {
    searches,
    failWith: port.failWith,
    hold() {
      let release!: () => void;
      gate = new Promise((resolve) => {
        release = resolve;
      });
      return () => {
        gate = null;
        release();
      };
    },
    config: held(port.config),
    sections: held(port.sections),
    search: held((q: VideoSearchQuery) => {
      searches.push(q);
      return port.search(q);
    }),
    video: held(port.video),
  };
}
