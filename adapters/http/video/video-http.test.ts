import { videoSearchParams } from '@core';
import { videoPortContract } from '@test/contracts/video-port.contract';
import { useStandInServer } from '@test/msw/use-stand-in-server';
import { answeringFetch } from '@test/support/answering-fetch';
import { createVideoCatalogueSeed } from '@protocol/video/video-catalogue-seed';
import { createJsonClient, type JsonClientLogEntry } from '../shared/json-client';
import { createVideoHttp } from './video-http';

const videoCatalogueSeed = createVideoCatalogueSeed({ startedAtMs: Date.parse('2026-11-27T15:00:00Z') });

const over = useStandInServer();
const port = createVideoHttp({
  client: createJsonClient({
    baseUrl: `${over.origin}/videos/v2`,
    service: 'videos',
    log: (e) => {
      over.logs.push(e);
    },
  }),
});

videoPortContract(() => port);

/** a port whose every GET answers `body` (status 200), recording the URLs asked for */
function portAnswering(body: unknown) {
  const { fetchImpl, urls } = answeringFetch(body);
  const logs: JsonClientLogEntry[] = [];
  const p = createVideoHttp({
    client: createJsonClient({
      baseUrl: 'http://videos.test/v2/',
      service: 'videos',
      fetchImpl,
      log: (e) => {
        logs.push(e);
      },
    }),
  });
  return { port: p, urls, logs };
}

const good = videoCatalogueSeed.videos[0]!;

describe('video over the stand-in', () => {
  it("sends exactly core's videoSearchParams to /search", async () => {
    const { port: p, urls } = portAnswering({ total: 0, pageIndex: 2, pageSize: 5, items: [] });
    const query = {
      query: ' Lowfield ',
      team: 'Women',
      season: 2019,
      duration: 'medium',
      channel: 'interviews',
      pageIndex: 2,
      pageSize: 5,
    } as const;
    await p.search(query);
    const url = new URL(urls[0]!);
    expect(url.pathname).toBe('/v2/search');
    expect(Object.fromEntries(url.searchParams)).toEqual(videoSearchParams(query));
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      sortby: 'releaseFrom',
      sortOrder: 'desc',
      minDuration: '300',
      maxDuration: '600',
    });
  });

  it('maps access: free -> null, login -> any, pass -> the entitlements; seconds and the fallback image key kept', async () => {
    const item = (access: string, entitlements: string[]) => ({
      ...good,
      videoID: `v-${access}`,
      access,
      entitlements,
    });
    const { port: p } = portAnswering({
      total: 3,
      pageIndex: 0,
      pageSize: 12,
      items: [item('free', []), item('login', []), { ...item('pass', ['uztv-vod']), imageKey: '' }],
    });
    const r = await p.search({ pageIndex: 0, pageSize: 12 });
    if (!r.ok) expect.fail(r.error.code);
    expect(r.value.items.map((v) => v.required)).toEqual([
      null,
      { kind: 'any' },
      { kind: 'pass', entitlements: ['uztv-vod'] },
    ]);
    expect(r.value.items[2]).toMatchObject({
      durationSeconds: good.duration,
      imageKey: '',
      team: good.team,
      season: good.season,
      entryId: good.entryId,
    });
  });

  it('drops a malformed video from a page, keeps the rest, and logs it once', async () => {
    const items = [
      good,
      { ...good, videoID: 'bad-team', team: 'Veterans' },
      { ...good, videoID: 'bad-pass', access: 'pass', entitlements: [] },
      { videoID: 7 },
    ];
    const { port: p, logs } = portAnswering({ total: 4, pageIndex: 0, pageSize: 12, items });
    const r = await p.search({ pageIndex: 0, pageSize: 12 });
    if (!r.ok) expect.fail(r.error.code);
    expect(r.value.items.map((v) => v.videoID)).toEqual([good.videoID]);
    expect(r.value.total).toBe(4);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ code: 'SERVICE.INVALID_RESPONSE', service: 'videos' });
    expect(logs[0]!.reason).toContain('dropped 3');
  });

  it('a broken single video, config or envelope is SERVICE.INVALID_RESPONSE', async () => {
    expect(await portAnswering({ ...good, access: 'pass', entitlements: [] }).port.video('x')).toEqual({
      ok: false,
      error: { code: 'SERVICE.INVALID_RESPONSE', service: 'videos' },
    });
    expect((await portAnswering({ ...good, releaseFrom: 'yesterday' }).port.video('x')).ok).toBe(false);
    expect((await portAnswering({ ...videoCatalogueSeed.config, faqs: 'none' }).port.config()).ok).toBe(false);
    expect((await portAnswering({ sections: [{ title: 'x', items: [] }] }).port.sections()).ok).toBe(false);
  });

  it('maps live entitlements: [] is require-login (any), a list is require-upgrade (pass)', async () => {
    const config = { ...videoCatalogueSeed.config, live: { ...videoCatalogueSeed.config.live, audioEntitlements: [] } };
    const r = await portAnswering(config).port.config();
    if (!r.ok) expect.fail(r.error.code);
    expect(r.value.live.audioRequired).toEqual({ kind: 'any' });
    expect(r.value.live.videoRequired).toEqual({ kind: 'pass', entitlements: ['uztv-live', 'uztv-match-2041'] });
    expect(r.value.feeds.map((f) => f.path)).toEqual(['/videos', '/live', '/videos/faqs', '/videos/sub']);
  });

  it("keeps the hostile FAQ body as sent (sanitising is the UI's job)", async () => {
    const r = await port.config();
    if (!r.ok) expect.fail(r.error.code);
    expect(r.value.faqs.flatMap((g) => g.questions).some((x) => x.bodyHtml.includes('onerror='))).toBe(true);
  });

  it.each([
    ['500', 'SERVICE.UNAVAILABLE'],
    ['malformed', 'SERVICE.INVALID_RESPONSE'],
    ['schema', 'SERVICE.INVALID_RESPONSE'],
  ] as const)("the stand-in's %s fault is %s on every call", async (kind, code) => {
    over.control.setFault('videos', kind);
    for (const r of [
      await port.config(),
      await port.sections(),
      await port.search({ pageIndex: 0, pageSize: 12 }),
      await port.video(good.videoID),
    ]) {
      expect(r).toEqual({ ok: false, error: { code, service: 'videos' } });
    }
  });
});
