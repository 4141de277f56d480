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
import * as z from 'zod/mini';
import { videoWirePaths, type VideoItemWire } from '@protocol/video/video-wire';
import type { JsonClient } from '../shared/json-client';
import { parseAndMap } from '../shared/parse-with';
import {
  videoConfigWireSchema,
  videoItemWireSchema,
  videoSearchWireSchema,
  videoSectionsWireSchema,
} from './video-schema';
import { toVideoConfig, toVideoSummary } from './video-wire-map';

export function createVideoHttp({ client }: { client: JsonClient }): VideoPort {
  /** the items that parse and map; the rest are counted and reported once */
  function keepGood(items: readonly unknown[], where: string): VideoSummary[] {
    const good: VideoSummary[] = [];
    let dropped = 0;
    for (const raw of items) {
      const parsed = z.safeParse(videoItemWireSchema, raw);
      const summary = parsed.success ? toVideoSummary(parsed.data as VideoItemWire) : null;
      if (summary) good.push(summary);
      else dropped += 1;
    }
    if (dropped > 0) client.reportInvalid(`${where}: dropped ${dropped} malformed video(s)`);
    return good;
  }

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
      const parsed = parseAndMap(result, videoItemWireSchema, client, (w) => toVideoSummary(w as VideoItemWire));
      if (!parsed.ok) return parsed;
      if (parsed.value === null) {
        client.reportInvalid('video: a pass that names no entitlement');
        return err(invalidResponse(client.service));
      }
      return ok(parsed.value);
    },
  };
}
