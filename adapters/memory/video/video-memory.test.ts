import { videoPortContract } from '@test/contracts/video-port.contract';
import { liveUpgradeContract } from '@test/contracts/live-upgrade.contract';
import { createVideoCatalogueSeed } from '@protocol/video/video-catalogue-seed';
import { toVideoConfig } from '../../http/video/video-wire-map';
import {
  FALLBACK_IMAGE_VIDEO_ID,
  HOSTILE_FAQ_HEADING,
  VIDEO_CATALOGUE_SIZE,
} from '@protocol/video/video-catalogue-seed';
import { createVideoMemory } from './video-memory';
import { memoryVideoConfig, memoryVideos } from './video-memory-seed';

videoPortContract(() => createVideoMemory());

// memory mode's config is the wire seed through the shared mapper: the same upgrade data answers alike
const wireConfig = createVideoCatalogueSeed({ startedAtMs: Date.parse('2026-11-27T15:00:00Z') }).config;
liveUpgradeContract((upgradeData) =>
  createVideoMemory({ config: toVideoConfig({ ...wireConfig, upgradeData }), videos: memoryVideos }),
);

describe('video memory', () => {
  it('serves the whole shared catalogue, mapped: every video, the fallback-image one and the hostile FAQ body', () => {
    expect(memoryVideos).toHaveLength(VIDEO_CATALOGUE_SIZE);
    expect(memoryVideos.find((v) => v.videoID === FALLBACK_IMAGE_VIDEO_ID)?.imageKey).toBe('');
    const hostile = memoryVideoConfig.faqs.flatMap((g) => g.questions).find((x) => x.heading === HOSTILE_FAQ_HEADING);
    expect(hostile?.bodyHtml).toContain('onerror=');
  });

  it('answers another seed, with its own rows', async () => {
    const one = memoryVideos[0]!;
    const port = createVideoMemory({ config: memoryVideoConfig, videos: [one] });
    const sections = await port.sections();
    expect(sections.ok && sections.value.map((s) => s.items.map((v) => v.videoID))).toEqual([
      [one.videoID],
      [one.videoID],
    ]);
    const page = await port.search({ pageIndex: 0, pageSize: 12 });
    expect(page.ok && page.value.total).toBe(1);
  });

  it('normalises paging as the HTTP adapter would send it', async () => {
    const port = createVideoMemory();
    const page = await port.search({ pageIndex: -3, pageSize: 0 });
    expect(page.ok && [page.value.pageIndex, page.value.pageSize]).toEqual([0, 12]);
  });

  it('failWith and the fail option give coded errors', async () => {
    const port = createVideoMemory();
    port.failWith('SERVICE.UNAVAILABLE');
    expect(await port.sections()).toEqual({ ok: false, error: { code: 'SERVICE.UNAVAILABLE', service: 'videos' } });
    port.failWith(undefined);
    expect((await port.config()).ok).toBe(true);
    const broken = createVideoMemory(undefined, { fail: 'SERVICE.INVALID_RESPONSE' });
    const r = await broken.video(memoryVideos[0]!.videoID);
    expect(!r.ok && r.error.code).toBe('SERVICE.INVALID_RESPONSE');
  });
});
