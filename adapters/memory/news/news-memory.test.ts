import { newsPortContract } from '@test/contracts/news-port.contract';
import { createNewsMemory } from './news-memory';
import { memorySeed, memorySeedNowMs } from '../seed';

newsPortContract(() => createNewsMemory());

describe('news memory', () => {
  it('holds at least 24 articles in at least 5 categories, each with a full body', () => {
    expect(memorySeed.news.length).toBeGreaterThanOrEqual(24);
    expect(new Set(memorySeed.news.map((a) => a.category.slug)).size).toBeGreaterThanOrEqual(5);
    for (const a of memorySeed.news) {
      for (const tag of ['<p>', '<h2>', '<ul>', '<blockquote>']) expect(a.bodyHtml).toContain(tag);
      expect(a.imageAlt.length).toBeGreaterThan(0);
      // the eleven months before the memory seed's moment
      expect(Date.parse(a.publishedAt)).toBeGreaterThanOrEqual(memorySeedNowMs - 335 * 86_400_000);
      expect(Date.parse(a.publishedAt)).toBeLessThan(memorySeedNowMs);
    }
    expect(new Set(memorySeed.news.map((a) => a.slug)).size).toBe(memorySeed.news.length);
  });

  it('keeps one hostile article so the sanitiser is always exercised', () => {
    const hostile = memorySeed.news.find((a) => a.slug === memorySeed.hostileArticleSlug)!;
    expect(hostile.bodyHtml).toContain('<script>');
    expect(hostile.bodyHtml).toContain('onerror=');
    expect(hostile.bodyHtml).toContain('href="javascript:');
  });

  it('filters the archive by the Europe/London calendar day', async () => {
    const news = createNewsMemory({
      categories: memorySeed.newsCategories,
      // 23:30 UTC on 31 July in summer time is 00:30 on 1 August in London
      articles: [{ ...memorySeed.news[0]!, id: 'x', slug: 'late', publishedAt: '2025-07-31T23:30:00Z' }],
    });
    const aug = await news.list({ page: 1, pageSize: 5, year: 2025, month: 8, day: 1 });
    expect(aug.ok && aug.value.items.map((i) => i.slug)).toEqual(['late']);
    const jul = await news.list({ page: 1, pageSize: 5, year: 2025, month: 7 });
    expect(jul.ok && jul.value.total).toBe(0);
  });

  it('summaries carry no body; failWith and the fail option give coded errors', async () => {
    const news = createNewsMemory();
    const page = await news.list({ page: 1, pageSize: 1 });
    expect(page.ok && page.value.items[0]).not.toHaveProperty('bodyHtml');
    news.failWith('SERVICE.UNAVAILABLE');
    expect(await news.list({ page: 1, pageSize: 1 })).toEqual({
      ok: false,
      error: { code: 'SERVICE.UNAVAILABLE', service: 'web-api' },
    });
    news.failWith(undefined);
    expect((await news.categories()).ok).toBe(true);
    const broken = createNewsMemory(undefined, { fail: 'SERVICE.INVALID_RESPONSE' });
    const r = await broken.article(memorySeed.news[0]!.slug);
    expect(!r.ok && r.error.code).toBe('SERVICE.INVALID_RESPONSE');
  });

  it('waits latencyMs before answering', async () => {
    vi.useFakeTimers();
    try {
      const news = createNewsMemory(undefined, { latencyMs: 300 });
      let done = false;
      void news.categories().then(() => {
        done = true;
      });
      await vi.advanceTimersByTimeAsync(299);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
