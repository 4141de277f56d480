import { ARTICLE_COUNT, hostileArticleSlug, newsCategories, seedArticles } from './news-seed';

describe('news seed', () => {
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
});
