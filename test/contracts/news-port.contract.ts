import { describe, expect, it } from 'vitest';
import type { NewsPort, NewsSummary } from '@core';
import { expectErrCode, expectOk, isDescending, isIsoDate, type Make } from './contract-helpers';

const DAY_MS = 86_400_000;
const time = (item: NewsSummary) => Date.parse(item.publishedAt);

/** Every NewsPort adapter (HTTP over the stand-in, in-memory over its seed) keeps these promises. */
export function newsPortContract(make: Make<NewsPort>) {
  describe('NewsPort contract', () => {
    it('lists news newest first with well-formed summaries', async () => {
      const news = await make();
      const page = expectOk(await news.list({ page: 1, pageSize: 10 }));
      expect(page.items.length).toBeGreaterThan(0);
      expect(isDescending(page.items.map(time))).toBe(true);
      for (const item of page.items) {
        expect(isIsoDate(item.publishedAt)).toBe(true);
        expect(item.slug).toMatch(/^[a-z0-9-]+$/);
        expect(item.title.length).toBeGreaterThan(0);
        expect(item.category.slug.length).toBeGreaterThan(0);
      }
    });

    it('respects pageSize and echoes the page asked for; total is never below the items', async () => {
      const news = await make();
      for (const pageSize of [1, 3, 5]) {
        const page = expectOk(await news.list({ page: 1, pageSize }));
        expect(page.items.length).toBeLessThanOrEqual(pageSize);
        expect(page.page).toBe(1);
        expect(page.pageSize).toBe(pageSize);
        expect(page.total).toBeGreaterThanOrEqual(page.items.length);
      }
    });

    it('pages do not overlap, continue the order, and together hold exactly total items', async () => {
      const news = await make();
      const pageSize = 4;
      const first = expectOk(await news.list({ page: 1, pageSize }));
      const pages = Math.ceil(first.total / pageSize);
      const all: NewsSummary[] = [...first.items];
      for (let p = 2; p <= pages; p += 1) {
        const next = expectOk(await news.list({ page: p, pageSize }));
        expect(next.page).toBe(p);
        all.push(...next.items);
      }
      expect(new Set(all.map((i) => i.id)).size).toBe(all.length);
      expect(all.length).toBe(first.total);
      expect(isDescending(all.map(time))).toBe(true);
      const beyond = expectOk(await news.list({ page: pages + 1, pageSize }));
      expect(beyond.items).toEqual([]);
    });

    it('lists categories with unique slugs, and a category filter returns only that category', async () => {
      const news = await make();
      const categories = expectOk(await news.categories());
      expect(categories.length).toBeGreaterThan(0);
      expect(new Set(categories.map((c) => c.slug)).size).toBe(categories.length);
      const listed = expectOk(await news.list({ page: 1, pageSize: 10 }));
      const slug = listed.items[0]!.category.slug;
      expect(categories.map((c) => c.slug)).toContain(slug);
      const filtered = expectOk(await news.list({ page: 1, pageSize: 50, category: slug }));
      expect(filtered.items.length).toBeGreaterThan(0);
      expect(filtered.total).toBeLessThanOrEqual(expectOk(await news.list({ page: 1, pageSize: 1 })).total);
      for (const item of filtered.items) expect(item.category.slug).toBe(slug);
    });

    it('an unknown category gives an empty page, not an error', async () => {
      const news = await make();
      const page = expectOk(await news.list({ page: 1, pageSize: 5, category: 'no-such-category-zz' }));
      expect(page.items).toEqual([]);
      expect(page.total).toBe(0);
    });

    it('article(slug) of a listed item returns it with a body', async () => {
      const news = await make();
      const listed = expectOk(await news.list({ page: 1, pageSize: 3 }));
      for (const item of listed.items) {
        const article = expectOk(await news.article(item.slug));
        expect(article.slug).toBe(item.slug);
        expect(article.id).toBe(item.id);
        expect(article.title).toBe(item.title);
        expect(article.publishedAt).toBe(item.publishedAt);
        expect(typeof article.bodyHtml).toBe('string');
        expect(article.bodyHtml.length).toBeGreaterThan(0);
        expect(Array.isArray(article.tags)).toBe(true);
      }
    });

    it('an unknown slug is SERVICE.NOT_FOUND', async () => {
      const news = await make();
      expectErrCode(await news.article('no-such-article-zz-404'), 'SERVICE.NOT_FOUND');
    });

    it('the archive filter by year keeps that year (allowing a day either side for the timezone)', async () => {
      const news = await make();
      const listed = expectOk(await news.list({ page: 1, pageSize: 10 }));
      // pick an item well inside its year so Europe/London versus UTC cannot matter
      const inside = listed.items.find((i) => {
        const d = new Date(i.publishedAt);
        const y = d.getUTCFullYear();
        return time(i) - Date.UTC(y, 0, 1) > DAY_MS && Date.UTC(y + 1, 0, 1) - time(i) > DAY_MS;
      });
      expect(inside).toBeDefined();
      const year = new Date(inside!.publishedAt).getUTCFullYear();
      const archive = expectOk(await news.list({ page: 1, pageSize: 100, year }));
      expect(archive.items.map((i) => i.id)).toContain(inside!.id);
      for (const item of archive.items) {
        expect(time(item)).toBeGreaterThanOrEqual(Date.UTC(year, 0, 1) - DAY_MS);
        expect(time(item)).toBeLessThan(Date.UTC(year + 1, 0, 1) + DAY_MS);
      }
      const month = new Date(inside!.publishedAt).getUTCMonth() + 1;
      const byMonth = expectOk(await news.list({ page: 1, pageSize: 100, year, month }));
      expect(byMonth.total).toBeLessThanOrEqual(archive.total);
      for (const item of byMonth.items) {
        expect(time(item)).toBeGreaterThanOrEqual(Date.UTC(year, month - 1, 1) - DAY_MS);
        expect(time(item)).toBeLessThan(Date.UTC(year, month, 1) + DAY_MS);
      }
    });

    it('a year with no news gives an empty page', async () => {
      const news = await make();
      const page = expectOk(await news.list({ page: 1, pageSize: 5, year: 1901 }));
      expect(page.items).toEqual([]);
      expect(page.total).toBe(0);
    });
  });
}
