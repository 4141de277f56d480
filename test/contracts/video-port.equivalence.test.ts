/**
 * The HTTP adapter over the stand-in and the in-memory adapter serve one shared seed
 * (protocol/video/video-catalogue-seed.ts), so they must give the same answer to the same
 * question: memory mode, stories and the running site all show the same catalogue.
 */
import fc from 'fast-check';
import { createVideoHttp } from '@adapters/http/video/video-http';
import { createJsonClient } from '@adapters/http/shared/json-client';
import { createVideoMemory } from '@adapters/memory/video/video-memory';
import { memorySeedNowMs } from '@adapters/memory/seed/memory-seed-start';
import { createVideoCatalogueSeed } from '@protocol/video/video-catalogue-seed';
import { useStandInServer } from '@test/msw/use-stand-in-server';
import { videoQueryArb } from './video-port.contract';

// the memory seed's moment: both lay the catalogue out from the same start
const videoCatalogueSeed = createVideoCatalogueSeed({ startedAtMs: memorySeedNowMs });
const over = useStandInServer({ startedAtMs: memorySeedNowMs });
const http = createVideoHttp({
  client: createJsonClient({
    baseUrl: `${over.origin}/videos/v2`,
    service: 'videos',
    log: (e) => {
      over.logs.push(e);
    },
  }),
});
const memory = createVideoMemory();

describe('VideoPort: HTTP over the stand-in and memory answer alike', () => {
  it('the same config and the same rows', async () => {
    expect(await http.config()).toEqual(await memory.config());
    expect(await http.sections()).toEqual(await memory.sections());
  });

  it('the same video for every id, and the same NOT_FOUND', async () => {
    for (const { videoID } of videoCatalogueSeed.videos)
      expect(await http.video(videoID)).toEqual(await memory.video(videoID));
    expect(await http.video('no-such-video')).toEqual(await memory.video('no-such-video'));
  });

  it('the same page for any search, any page and any page size (property)', async () => {
    const channels = videoCatalogueSeed.config.channels.map((c) => c.slug);
    await fc.assert(
      fc.asyncProperty(
        videoQueryArb(channels),
        fc.integer({ min: -1, max: 8 }),
        fc.integer({ min: -1, max: 60 }),
        async (filter, pageIndex, pageSize) => {
          const query = { ...filter, pageIndex, pageSize };
          expect(await http.search(query)).toEqual(await memory.search(query));
        },
      ),
      { numRuns: 60 },
    );
    expect(over.logs).toEqual([]);
  });
});
