import fc from 'fast-check';
import { ARTICLE_COUNT, hostileArticleSlug, newsCategories, NEWS_SPAN_DAYS, seedArticlesAt } from './news-seed';

const startedAtMs = Date.parse('2026-11-27T15:00:00Z');
const seedArticles = seedArticlesAt(startedAtMs);

describe('news seed', () => {
  it('has at least 64 articles over at least 6 categories, newest first, unique slugs, in the eleven months before the start', () => {
    expect(seedArticles).toHaveLength(ARTICLE_COUNT);
    expect(ARTICLE_COUNT).toBeGreaterThanOrEqual(64);
    expect(new Set(seedArticles.map((a) => a.category.slug)).size).toBeGreaterThanOrEqual(6);
    expect(newsCategories.length).toBeGreaterThanOrEqual(6);
    expect(new Set(seedArticles.map((a) => a.slug)).size).toBe(seedArticles.length);
    for (let i = 1; i < seedArticles.length; i++)
      expect(seedArticles[i - 1]!.publishedDateTime >= seedArticles[i]!.publishedDateTime).toBe(true);
    for (const a of seedArticles) {
      expect(a.publishedDateTime >= '2025-12-28' && a.publishedDateTime < '2026-11-27').toBe(true);
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

  it('on any start, the same articles dated before that day, the newest the day before (a demo on any day is that day)', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2001, 0, 1), max: Date.UTC(2079, 0, 1) }), (start) => {
        const articles = seedArticlesAt(start);
        const today = new Date(start).toISOString().slice(0, 10);
        expect(articles.map((a) => a.slug)).toEqual(seedArticles.map((a) => a.slug));
        expect(articles[0]!.publishedDateTime.slice(0, 10) < today).toBe(true);
        expect(start - Date.parse(articles[0]!.publishedDateTime)).toBeLessThan(2 * 86_400_000);
        expect(start - Date.parse(articles.at(-1)!.publishedDateTime)).toBeLessThan((NEWS_SPAN_DAYS + 1) * 86_400_000);
      }),
      { numRuns: 20 },
    );
  });
});
