import { ARTICLE_COUNT, hostileArticleSlug, newsCategories, seedArticles } from './news-seed';
import { deepestPagePath, draftPagePath, seedPages } from './pages-seed';
import { seedMenus } from './menus-seed';
import { seedHeaderSponsor, seedSponsorRows, seedFooterAdverts, seedPromos } from './commercial-seed';
import { createPrng } from './prng';

describe('seed', () => {
  it('the PRNG is deterministic', () => {
    const a = createPrng(7);
    const b = createPrng(7);
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(Array.from({ length: 5 }, () => b.next()));
  });

  it('has at least 64 articles over at least 6 categories, newest first, unique slugs, within 2025-26', () => {
    expect(seedArticles).toHaveLength(ARTICLE_COUNT);
    expect(ARTICLE_COUNT).toBeGreaterThanOrEqual(64);
    expect(new Set(seedArticles.map((a) => a.category.slug)).size).toBeGreaterThanOrEqual(6);
    expect(newsCategories.length).toBeGreaterThanOrEqual(6);
    expect(new Set(seedArticles.map((a) => a.slug)).size).toBe(seedArticles.length);
    for (let i = 1; i < seedArticles.length; i++)
      expect(seedArticles[i - 1]!.publishedDateTime >= seedArticles[i]!.publishedDateTime).toBe(true);
    for (const a of seedArticles) {
      expect(a.publishedDateTime >= '2025-07-01' && a.publishedDateTime < '2026-06-01').toBe(true);
      expect(a.slug).toMatch(/^[a-z0-9-]+$/);
      expect(a.imageKey && a.imageAlt && a.author && a.tags.length).toBeTruthy();
    }
  });

  it('bodies hold paragraphs, headings, a list, a blockquote and an inline image; exactly one is hostile', () => {
    const normal = seedArticles.filter((a) => a.slug !== hostileArticleSlug);
    for (const a of normal)
      for (const tag of ['<p>', '<h2>', '<h3>', '<ul>', '<blockquote>', '<img ']) expect(a.bodyHtml).toContain(tag);
    const hostile = seedArticles.filter((a) => /<script|onerror=|javascript:/.test(a.bodyHtml));
    expect(hostile.map((a) => a.slug)).toEqual([hostileArticleSlug]);
    expect(hostile[0]!.bodyHtml).toMatch(/<script>/);
    expect(hostile[0]!.bodyHtml).toMatch(/onerror=/);
    expect(hostile[0]!.bodyHtml).toMatch(/href="javascript:/);
  });

  it('the page tree has the spec paths, templates and a five-segment path', () => {
    const paths = new Set(seedPages.map((p) => p.fullPath));
    for (const path of [
      'tickets-membership/season-tickets',
      'club/policies',
      'club/vacancies/head-groundsperson',
      'matchday-hospitality/our-lounges/the-summit-lounge',
      'commercial/matchday-sponsorship/match-sponsor',
      'commercial/club-partners/official-partners',
      'women/tickets',
      'women/programme',
      'women/uzfc-women-academy',
      'women/player-sponsorship',
      'academy',
      'hospitality',
      'cookies-policy',
      'privacy-policy',
      'contact-us',
      'community',
      'visiting-zenith-park',
      deepestPagePath,
      draftPagePath,
    ]) {
      expect(paths).toContain(path);
    }
    expect(deepestPagePath.split('/')).toHaveLength(5);
    expect(Math.max(...seedPages.map((p) => p.fullPath.split('/').length))).toBe(5);
    expect(new Set(seedPages.map((p) => p.pageTemplate))).toEqual(new Set(['Hub', 'Landing', 'Default']));
    expect(seedPages.find((p) => p.fullPath === 'club/policies')?.pageTemplate).toBe('Landing');
    for (const p of seedPages) expect(p.nestedLevel).toBe(p.fullPath.split('/').length);
    const types = new Set(
      seedPages.flatMap((p) => p.blocks.flatMap((b) => (b.type === 'buttons' ? b.buttons.map((x) => x.type) : []))),
    );
    expect(types.size).toBe(6);
  });

  it('menus and commercial data have the shapes the spec asks for', () => {
    const menu = (slug: string) => seedMenus.find((m) => m.slug === slug)!.items.map((i) => i.link);
    expect(menu('primary')).toEqual(['/news', '/videos', '/matches', '/teams']);
    expect(menu('error')).toEqual(['/news', '/matches', '/teams']);
    expect(menu('footer')).toHaveLength(11);
    expect(seedSponsorRows[0].sponsors).toHaveLength(3);
    expect(seedSponsorRows[1].sponsors.filter((s) => s.published)).toHaveLength(20);
    expect(seedHeaderSponsor.name).toBeTruthy();
    const now = Date.UTC(2026, 0, 15, 12);
    const adverts = seedFooterAdverts(now);
    const live = adverts.filter((a) => Date.parse(a.timings.startUTC) <= now && now < Date.parse(a.timings.endUTC));
    expect(adverts.length - live.length).toBe(2);
    const promos = seedPromos(now);
    expect(
      promos.filter((p) => Date.parse(p.startDateTime) <= now && now < Date.parse(p.endDateTime)).map((p) => p.type),
    ).toEqual(['Default', 'Mini']);
  });
});
