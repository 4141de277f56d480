import fc from 'fast-check';
import { createVideoCatalogueSeed } from '@protocol/video/video-catalogue-seed';
import type { VideoItemWire, VideoSearchWire, VideoSectionsWire } from '@protocol/video/video-wire';
import { createStandIn } from '../app';
import { createVideosService } from './videos';
import { matchesSearch, parseVideoSearch, searchVideos } from './videos-search';

const videoCatalogueSeed = createVideoCatalogueSeed({ startedAtMs: Date.parse('2026-11-27T15:00:00Z') });
const app = createVideosService({ seed: videoCatalogueSeed });
const getJson = async <T>(path: string, status = 200): Promise<T> => {
  const r = await app.request(path);
  expect(r.status).toBe(status);
  expect(r.headers.get('content-type')).toContain('application/json');
  return (await r.json()) as T;
};
const search = (qs: string) => getJson<VideoSearchWire>(`/search?${qs}`);
const ids = (items: readonly VideoItemWire[]) => items.map((v) => v.videoID);

describe('stand-in videos v2', () => {
  it('GET /config answers the configuration with brand, live stream, upgrade texts and FAQ groups', async () => {
    const config = await getJson<typeof videoCatalogueSeed.config>('/config');
    expect(config).toEqual(videoCatalogueSeed.config);
    expect(config.brandName).toBe('UZTV');
    expect(config.faqs.length).toBeGreaterThanOrEqual(3);
  });

  it('GET /sections: latest videos first, then one row per channel, newest first, at most 8 each', async () => {
    const { sections } = await getJson<VideoSectionsWire>('/sections');
    expect(sections.map((s) => s.channel)).toEqual(['', 'highlights', 'interviews', 'full-matches']);
    for (const s of sections) {
      expect(s.items).toHaveLength(8);
      const times = s.items.map((v) => v.releaseFrom);
      expect(times).toEqual([...times].sort().reverse());
      if (s.channel) for (const v of s.items) expect(v.channel).toBe(s.channel);
    }
  });

  it('GET /search with no parameters: the first 12 of all 36, newest first; sortOrder=asc reverses the order', async () => {
    const desc = await search('');
    expect(desc).toMatchObject({ total: 36, pageIndex: 0, pageSize: 12 });
    expect(desc.items).toHaveLength(12);
    const all = await search('pageSize=50');
    const allAsc = await search('pageSize=50&sortOrder=asc&sortby=releaseFrom');
    expect(ids(allAsc.items)).toEqual(ids(all.items).reverse());
    expect(ids(desc.items)).toEqual(ids(all.items).slice(0, 12));
  });

  it('filters by inclusive minDuration and maxDuration', async () => {
    expect((await search('minDuration=90&maxDuration=90&pageSize=50')).items.every((v) => v.duration === 90)).toBe(
      true,
    );
    expect((await search('minDuration=90&maxDuration=90')).total).toBe(12);
    expect((await search('minDuration=91&maxDuration=419')).total).toBe(0);
    expect((await search('maxDuration=299')).total).toBe(12);
    expect((await search('minDuration=300&maxDuration=600')).total).toBe(12);
    expect((await search('minDuration=601')).total).toBe(12);
    expect((await search('minDuration=420&maxDuration=900')).total).toBe(24);
  });

  it('filters by team, season, channel and a case-insensitive query over title and description', async () => {
    for (const v of (await search('team=Women&pageSize=50')).items) expect(v.team).toBe('Women');
    for (const v of (await search('season=2019&pageSize=50')).items) expect(v.season).toBe(2019);
    for (const v of (await search('channel=interviews&pageSize=50')).items) expect(v.channel).toBe('interviews');
    const lowfield = await search('query=LOWFIELD&pageSize=50');
    expect(lowfield.total).toBeGreaterThan(0);
    for (const v of lowfield.items) expect(`${v.title} ${v.description}`.toLowerCase()).toContain('lowfield');
    // only descriptions say "talks to UZTV"
    expect((await search(`query=${encodeURIComponent('talks to uztv')}`)).total).toBe(12);
    expect(await search('query=zz-nothing&channel=nope')).toMatchObject({ total: 0, items: [] });
  });

  it('clamps a pageSize over 50 and echoes it; a page past the end is empty', async () => {
    expect((await search('pageSize=500')).pageSize).toBe(50);
    expect(await search('pageIndex=3&pageSize=12')).toMatchObject({ total: 36, pageIndex: 3, items: [] });
  });

  it.each([
    'pageIndex=-1',
    'pageIndex=abc',
    'pageIndex=1.5',
    'pageSize=0',
    'pageSize=x',
    'season=20x9',
    'season=19',
    'team=Veterans',
    'sortOrder=sideways',
    'sortby=title',
    'minDuration=1.5',
    'maxDuration=-3',
    `query=${'a'.repeat(201)}`,
  ])('refuses %s with 400 {error, message}', async (qs) => {
    const body = await getJson<{ error: string; message: string }>(`/search?${qs}`, 400);
    expect(body.error).toBe('Bad Request');
    expect(body.message.length).toBeGreaterThan(0);
  });

  it('GET /videos/{id} answers one video; an unknown id is 404 JSON', async () => {
    expect(await getJson<VideoItemWire>('/videos/video-1001')).toEqual(videoCatalogueSeed.videos[0]);
    const missing = await getJson<{ error: string; message: string }>('/videos/nope', 404);
    expect(missing.error).toBe('Not Found');
  });

  it('is mounted at /videos/v2 behind the fault switch', async () => {
    const standIn = createStandIn({ controls: true });
    expect((await standIn.fetch(new Request('http://x/videos/v2/videos/video-1002'))).status).toBe(200);
    standIn.control.setFault('videos', '500');
    expect((await standIn.fetch(new Request('http://x/videos/v2/config'))).status).toBe(500);
  });
});

describe('videos search rule (property)', () => {
  const maybe = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined });
  const params = fc.record({
    query: maybe(fc.constantFrom('', 'uzfc', 'Women', 'full', 'zz')),
    team: maybe(fc.constantFrom('Men', 'Women', 'Academy')),
    season: maybe(fc.integer({ min: 2013, max: 2026 }).map(String)),
    channel: maybe(fc.constantFrom('highlights', 'interviews', 'full-matches', 'x')),
    minDuration: maybe(fc.nat(1000).map(String)),
    maxDuration: maybe(fc.nat(1000).map(String)),
    sortOrder: maybe(fc.constantFrom('asc', 'desc')),
  });

  it('every item matches every filter, and the pages of any size partition the matching set in order', () => {
    fc.assert(
      fc.property(params, fc.integer({ min: 1, max: 10 }), (p, pageSize) => {
        const parsed = parseVideoSearch((name) =>
          name === 'pageSize' ? String(pageSize) : (p as Record<string, string | undefined>)[name],
        );
        if (!parsed.ok) throw new Error(parsed.message);
        const matching = videoCatalogueSeed.videos.filter((v) => matchesSearch(v, parsed.request));
        const seen: VideoItemWire[] = [];
        for (let pageIndex = 0; ; pageIndex += 1) {
          const page = searchVideos(videoCatalogueSeed.videos, { ...parsed.request, pageIndex });
          expect(page.total).toBe(matching.length);
          if (page.items.length === 0) break;
          expect(page.items.length).toBeLessThanOrEqual(pageSize);
          seen.push(...page.items);
        }
        expect(new Set(ids(seen))).toEqual(new Set(ids(matching)));
        expect(seen).toHaveLength(matching.length);
        const times = seen.map((v) => v.releaseFrom);
        const sorted = [...times].sort();
        expect(times).toEqual(parsed.request.sortOrder === 'asc' ? sorted : sorted.reverse());
        for (const v of seen) {
          if (p.minDuration !== undefined) expect(v.duration).toBeGreaterThanOrEqual(Number(p.minDuration));
          if (p.maxDuration !== undefined) expect(v.duration).toBeLessThanOrEqual(Number(p.maxDuration));
          if (p.team) expect(v.team).toBe(p.team);
          if (p.season) expect(v.season).toBe(Number(p.season));
          if (p.channel) expect(v.channel).toBe(p.channel);
        }
      }),
      { numRuns: 200 },
    );
  });
});
