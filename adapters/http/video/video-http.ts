/**
 * VideoPort over the videos v2 service (protocol/video/video-wire.ts), through the shared
 * JSON client: transport failures are its coded errors, a body that breaks its schema is
 * SERVICE.INVALID_RESPONSE. In a list (search, sections) one malformed video is dropped
 * and logged once per answer, the rest of the page is kept: a fan sees eleven videos
 * rather than an error. A broken envelope, config or single video fails as a whole.
 */
import {
  err,
  invalidResponse,
  ok,
  videoSearchParams,
  type Result,
  type ServiceError,
  type VideoPort,
  type VideoSummary,
} from '@core';
import { videoWirePaths } from '@protocol/video/video-wire';
import type { JsonClient } from '../shared/json-client';
import { keepParsed, parseAndMap } from '../shared/parse-with';
import {
  videoConfigWireSchema,
  videoItemWireSchema,
  videoSearchWireSchema,
  videoSectionsWireSchema,
} from './video-schema';
import { toVideoConfig, toVideoSummary } from './video-wire-map';

export function createVideoHttp({ client }: { client: JsonClient }): VideoPort {
  /** the videos that parse and can be shown honestly; the rest are counted and reported once */
  const keepGood = (items: readonly unknown[], where: string): VideoSummary[] =>
    keepParsed(items, videoItemWireSchema, toVideoSummary, client, where);

  return {
    async config() {
      return parseAndMap(await client.getJson(videoWirePaths.config), videoConfigWireSchema, client, toVideoConfig);
    },
    async sections() {
      return parseAndMap(await client.getJson(videoWirePaths.sections), videoSectionsWireSchema, client, (w) =>
        w.sections.map((s) => ({ title: s.title, channel: s.channel, items: keepGood(s.items, 'sections') })),
      );
    },
    async search(query) {
      const result = await client.getJson(videoWirePaths.search, videoSearchParams(query));
      return parseAndMap(result, videoSearchWireSchema, client, (w) => ({
        items: keepGood(w.items, 'search'),
        total: w.total,
        pageIndex: w.pageIndex,
        pageSize: w.pageSize,
      }));
    },
    async video(videoID): Promise<Result<VideoSummary, ServiceError>> {
      const result = await client.getJson(videoWirePaths.video(videoID));
      const parsed = parseAndMap(result, videoItemWireSchema, client, (w) => toVideoSummary(w));
      if (!parsed.ok) return parsed;
      if (parsed.value === null) {
        client.reportInvalid('video: a pass that names no entitlement');
        return err(invalidResponse(client.service));
      }
      return ok(parsed.value);
    },
  };
}
