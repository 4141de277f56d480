import {
  ok,
  type NewsArticle,
  type NewsCategory,
  type NewsPage,
  type NewsPort,
  type NewsQuery,
  type NewsSummary,
} from '@core';

/** Small, deterministic news for view-model tests (no adapter needed). */
export const fixtureCategories: NewsCategory[] = [
  { slug: 'first-team', title: 'First Team' },
  { slug: 'women', title: 'Women' },
  { slug: 'academy', title: 'Academy' },
];

export function summary(n: number, categorySlug = 'first-team'): NewsSummary {
  const category = fixtureCategories.find((c) => c.slug === categorySlug) ?? {
    slug: categorySlug,
    title: categorySlug,
  };
  const day = String((n % 28) + 1).padStart(2, '0');
  return {
    id: `n${n}`,
    slug: `story-${n}`,
    title: `Story number ${n}`,
    summary: `Summary ${n}`,
    publishedAt: `2025-08-${day}T12:00:00Z`,
    category,
    imageKey: `img-${n}`,
    imageAlt: `Picture ${n}`,
  };
}

export function article(n: number, categorySlug = 'first-team', bodyHtml = `<p>Body ${n}</p>`): NewsArticle {
  return { ...summary(n, categorySlug), bodyHtml, author: 'Club Reporter', tags: ['Match report'] };
}

/** A NewsPort over a fixed list, paging like the real service (newest first is the list order). */
export function fixedNewsPort(all: readonly NewsSummary[], articles: readonly NewsArticle[] = []): NewsPort {
  const matches = (q: NewsQuery, s: NewsSummary) => q.category === undefined || s.category.slug === q.category;
  return {
    async list(q) {
      const hits = all.filter((s) => matches(q, s));
      const start = (q.page - 1) * q.pageSize;
      const page: NewsPage = {
        items: hits.slice(start, start + q.pageSize),
        page: q.page,
        pageSize: q.pageSize,
        total: hits.length,
      };
      return ok(page);
    },
    async article(slug) {
      const found = articles.find((a) => a.slug === slug);
      return found ? ok(found) : { ok: false, error: { code: 'SERVICE.NOT_FOUND', service: 'web-api' } };
    },
    async categories() {
      return ok(fixtureCategories);
    },
  };
}
