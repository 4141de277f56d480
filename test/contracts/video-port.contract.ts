import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  durationBand,
  durationBands,
  site,
  type DurationBand,
  type VideoPort,
  type VideoSearchQuery,
  type VideoSummary,
  type VideoTeam,
} from '@core';
import { expectErrCode, expectOk, isDescending, isIsoDate, type Make } from './contract-helpers';

/**
 * What every VideoPort (HTTP over the stand-in's videos service, in-memory over the shared
 * seed) must do. Relations, not counts: the order, paging, every filter, the config's
 * spec-mandated texts. The equivalence suite (video-port.equivalence.test.ts) then asks
 * both adapters the same questions and expects identical answers.
 */
const { videoFeeds, videoSearch } = site;
const time = (v: VideoSummary) => Date.parse(v.releaseFrom);
const teams: readonly VideoTeam[] = ['Men', 'Women', 'Academy'];
const q = (partial: Partial<VideoSearchQuery> = {}): VideoSearchQuery => ({
  pageIndex: 0,
  pageSize: videoSearch.pageSize,
  ...partial,
});

/** every video the catalogue holds for a query, page by page */
async function everything(
  port: VideoPort,
  query: Partial<VideoSearchQuery> = {},
  pageSize = 7,
): Promise<{ items: VideoSummary[]; total: number }> {
  const first = expectOk(await port.search(q({ ...query, pageSize })));
  const items = [...first.items];
  for (let p = 1; p < Math.ceil(first.total / pageSize); p += 1) {
    const next = expectOk(await port.search(q({ ...query, pageSize, pageIndex: p })));
    expect(next.total).toBe(first.total);
    items.push(...next.items);
  }
  return { items, total: first.total };
}

export function matchesQuery(v: VideoSummary, query: Partial<VideoSearchQuery>): boolean {
  const text = (query.query ?? '').trim().toLowerCase();
  return (
    (text === '' || v.title.toLowerCase().includes(text) || v.description.toLowerCase().includes(text)) &&
    (query.team === undefined || v.team === query.team) &&
    (query.season === undefined || v.season === query.season) &&
    (!query.channel || v.channel === query.channel) &&
    (query.duration === undefined || durationBand(v.durationSeconds) === query.duration)
  );
}

/** a search with any mix of filters, drawn from values the seed may or may not hold */
export const videoQueryArb = (channels: readonly string[]): fc.Arbitrary<Partial<VideoSearchQuery>> =>
  fc.record(
    {
      query: fc.constantFrom('', 'lowfield', 'UZFC WOMEN', 'interview', 'highlights', ' full match ', 'zz-nothing'),
      team: fc.constantFrom(...teams),
      season: fc.constantFrom(...videoSearch.seasons, 2025, 1999),
      duration: fc.constantFrom<DurationBand>(...durationBands),
      channel: fc.constantFrom(...channels, 'no-such-channel'),
    },
    { requiredKeys: [] },
  );

export function videoPortContract(make: Make<VideoPort>) {
  describe('VideoPort contract', () => {
    it('config: brand, hero, the four feeds, the live stream and its locked texts, unique channels', async () => {
      const config = expectOk(await (await make()).config());
      expect(config.brand).toBe('UZTV');
      expect(config.hero.title.length).toBeGreaterThan(0);
      expect(config.support.href).toMatch(/^(mailto:|https?:\/\/)/);
      expect(config.feeds.map((f) => ({ id: f.id, path: f.path, enabled: f.enabled }))).toEqual(
        videoFeeds.map((f) => ({ id: f.id, path: f.path, enabled: f.enabled })),
      );
      for (const f of config.feeds) expect(f.name.length).toBeGreaterThan(0);
      expect(config.live).toMatchObject({
        title: 'UZFC v Lowfield Rovers',
        videoEntryId: 'live-video',
        audioEntryId: 'live-audio',
        matchShowEntryId: 'live-video',
        videoRequired: { kind: 'pass', entitlements: ['uztv-live', 'uztv-match-2041'] },
        audioRequired: { kind: 'pass', entitlements: ['uztv-audio'] },
      });
      expect(isIsoDate(config.live.startsAt)).toBe(true);
      expect(config.upgrade).toMatchObject({
        lockedTitle: 'You must have a pass to access this stream',
        lockedMessage: 'Please view all available passes below or on our subscriptions page.',
        buttonText: 'View Packages',
        buttonLink: '/videos/sub',
        requireLoginEntitlement: 'any',
        requireUpgradeEntitlement: 'uztv-live',
      });
      expect(config.hideAdvertsFromVideos).toBe(true);
      expect(config.channels.length).toBeGreaterThan(0);
      expect(new Set(config.channels.map((c) => c.slug)).size).toBe(config.channels.length);
    });

    it('config: the FAQ covers territories, minimum connection and supported systems (VIDEO-4)', async () => {
      const config = expectOk(await (await make()).config());
      expect(config.faqs.length).toBeGreaterThan(0);
      for (const g of config.faqs) {
        expect(g.title.length).toBeGreaterThan(0);
        expect(g.questions.length).toBeGreaterThan(0);
        for (const question of g.questions)
          expect(question.heading.length * question.bodyHtml.length).toBeGreaterThan(0);
      }
      const all = config.faqs
        .flatMap((g) => g.questions.map((x) => x.bodyHtml))
        .join(' ')
        .replace(/<[^>]+>/g, '');
      for (const fact of [
        'UK',
        'Republic of Ireland',
        'Channel Isles',
        'unsold markets',
        'audio subscription',
        '1.2 Mbps',
        'under 100 ms',
        '4 Mbps',
        'under 50 ms',
        'Windows 8.1 or later',
        'Mac 9 or later',
        'Android 6 or later',
        'iOS 9 or later',
        'Edge, Firefox, Chrome',
        'Safari',
        'Internet Explorer',
        'Opera',
      ])
        expect(all).toContain(fact);
    });

    it('sections: non-empty rows of at most 8 videos, newest first, each channel row holding only that channel', async () => {
      const port = await make();
      const [sections, config] = [expectOk(await port.sections()), expectOk(await port.config())];
      expect(sections.length).toBeGreaterThan(0);
      const slugs = config.channels.map((c) => c.slug);
      for (const s of sections) {
        expect(s.title.length).toBeGreaterThan(0);
        expect(s.items.length).toBeGreaterThan(0);
        expect(s.items.length).toBeLessThanOrEqual(8);
        expect(isDescending(s.items.map(time))).toBe(true);
        if (s.channel !== '') {
          expect(slugs).toContain(s.channel);
          for (const v of s.items) expect(v.channel).toBe(s.channel);
        }
      }
    });

    it('search: well-formed videos, newest first, pageSize echoed and respected', async () => {
      const port = await make();
      for (const pageSize of [1, 5, 12]) {
        const page = expectOk(await port.search(q({ pageSize })));
        expect(page.pageSize).toBe(pageSize);
        expect(page.pageIndex).toBe(0);
        expect(page.items.length).toBe(Math.min(pageSize, page.total));
        expect(isDescending(page.items.map(time))).toBe(true);
      }
      const page = expectOk(await port.search(q()));
      expect(page.total).toBeGreaterThan(0);
      for (const v of page.items) {
        expect(v.videoID.length).toBeGreaterThan(0);
        expect(v.entryId.length).toBeGreaterThan(0);
        expect(isIsoDate(v.releaseFrom)).toBe(true);
        expect(Number.isInteger(v.durationSeconds)).toBe(true);
        expect(teams).toContain(v.team);
        if (v.required?.kind === 'pass') expect(v.required.entitlements.length).toBeGreaterThan(0);
      }
    });

    it('search: pages partition the result set in one order; the page after the last is empty', async () => {
      const port = await make();
      for (const pageSize of [5, 12]) {
        const { items, total } = await everything(port, {}, pageSize);
        expect(items.length).toBe(total);
        expect(new Set(items.map((v) => v.videoID)).size).toBe(total);
        expect(isDescending(items.map(time))).toBe(true);
        const beyond = expectOk(await port.search(q({ pageSize, pageIndex: Math.ceil(total / pageSize) })));
        expect(beyond.items).toEqual([]);
        expect(beyond.total).toBe(total);
      }
    });

    it('search: a pageSize over 50 is clamped to 50 and echoed so', async () => {
      const page = expectOk(await (await make()).search(q({ pageSize: 500 })));
      expect(page.pageSize).toBe(50);
      expect(page.items.length).toBeLessThanOrEqual(50);
    });

    it('search: each filter alone keeps exactly the videos that match it', async () => {
      const port = await make();
      const all = await everything(port, {}, 50);
      const sample = all.items[0]!;
      const filters: Partial<VideoSearchQuery>[] = [
        { team: sample.team },
        { season: sample.season },
        { channel: sample.channel },
        { duration: durationBand(sample.durationSeconds) },
        { query: sample.title.slice(0, 6).toUpperCase() },
        { query: sample.description.split(' ').slice(-2).join(' ') },
      ];
      for (const filter of filters) {
        const found = await everything(port, filter);
        const expected = all.items.filter((v) => matchesQuery(v, filter)).map((v) => v.videoID);
        expect(found.items.map((v) => v.videoID)).toEqual(expected);
        expect(expected).toContain(sample.videoID);
      }
    });

    it('search: the duration bands split the catalogue at 300 s and 600 s, both inclusive in medium', async () => {
      const port = await make();
      const all = await everything(port, {}, 50);
      let sum = 0;
      for (const band of durationBands) {
        const found = await everything(port, { duration: band }, 50);
        for (const v of found.items) expect(durationBand(v.durationSeconds)).toBe(band);
        sum += found.total;
      }
      expect(sum).toBe(all.total);
    });

    it('search: nothing matching is an empty page with total 0, not an error', async () => {
      const port = await make();
      for (const query of [{ query: 'zz-no-such-video-zz' }, { channel: 'no-such-channel' }, { season: 1999 }]) {
        const page = expectOk(await port.search(q(query)));
        expect(page.items).toEqual([]);
        expect(page.total).toBe(0);
      }
    });

    it('search (property): with any mix of filters every video matches every filter, and paging loses none', async () => {
      const port = await make();
      const config = expectOk(await port.config());
      const all = await everything(port, {}, 50);
      await fc.assert(
        fc.asyncProperty(
          videoQueryArb(config.channels.map((c) => c.slug)),
          fc.integer({ min: 1, max: 9 }),
          async (filter, pageSize) => {
            const found = await everything(port, filter, pageSize);
            for (const v of found.items) expect(matchesQuery(v, filter)).toBe(true);
            expect(found.items.map((v) => v.videoID)).toEqual(
              all.items.filter((v) => matchesQuery(v, filter)).map((v) => v.videoID),
            );
          },
        ),
        { numRuns: 25 },
      );
    });

    it('video(id) of a listed video answers that video; an unknown id is SERVICE.NOT_FOUND', async () => {
      const port = await make();
      const page = expectOk(await port.search(q({ pageSize: 4 })));
      for (const v of page.items) expect(expectOk(await port.video(v.videoID))).toEqual(v);
      expectErrCode(await port.video('no-such-video-zz'), 'SERVICE.NOT_FOUND');
      expectErrCode(await port.video('../config'), 'SERVICE.NOT_FOUND');
    });

    it('access: free, login-only and pass videos are all present; a pass names the entitlements that open it', async () => {
      const { items } = await everything(await make(), {}, 50);
      expect(items.some((v) => v.required === null)).toBe(true);
      expect(items.some((v) => v.required?.kind === 'any')).toBe(true);
      expect(items.some((v) => v.required?.kind === 'pass')).toBe(true);
    });
  });
}
