/**
 * The main web API: news, news categories, the page tree, pages by path, menus
 * and web settings. Documented in stand-in/README.md.
 */
import { Hono } from 'hono';
import { IMAGES_BASE, newsCategories, seedArticlesAt, type SeedArticle } from '@protocol/news/news-seed';
import { seedPagesAt } from '@protocol/pages/pages-seed';
import { createPageAnswers } from '@protocol/pages/pages-answers';
import { seedMenus } from '@protocol/pages/menus-seed';
import type { MenusWire } from '@protocol/pages/pages-wire';
import { seedWebSettings } from '@protocol/web-settings/web-settings-seed';
import type { WebSettingsWire } from '@protocol/web-settings/web-settings-wire';
import type { NewsArticleWire, NewsCategoriesWire, NewsListWire, NewsSummaryWire } from '@protocol/news/news-wire';
import { badRequest, intParam, notFound, requestOrigin } from './http-helpers';

const MAX_PAGE_SIZE = 100;

const summaryOf = (a: SeedArticle) =>
  ({
    postID: a.postID,
    slug: a.slug,
    title: a.title,
    summary: a.summary,
    publishedDateTime: a.publishedDateTime,
    category: a.category,
    imageData: { key: a.imageKey, alt: a.imageAlt },
    author: a.author,
    tags: a.tags,
  }) satisfies NewsSummaryWire;

/** the largest body a test may publish (a 3 MB article is the case the site must survive) */
const MAX_PUBLISHED_BODY_CHARS = 20_000_000;

export interface WebApiControls {
  /** articles published by a test (POST /__control/articles), by slug; empty on reset */
  readonly published: Map<string, SeedArticle>;
}

export function createWebApiControls(): WebApiControls {
  return { published: new Map() };
}

/**
 * `controls`: POST /__control/articles {slug, bodyHtml} publishes an article (the first seeded
 * one's fields, under the new slug and title, with that body) for a test or the bench, e.g. one
 * far larger than any real article; DELETE /__control/articles unpublishes them. The gate
 * (control-access.ts) answers every /__control path first.
 */
export function createWebApiService(startedAtMs: number, controls?: WebApiControls): Hono {
  // the news and the pages' dates are laid out from the moment the stand-in started
  const seedArticles = seedArticlesAt(startedAtMs);
  const pages = createPageAnswers(seedPagesAt(startedAtMs));
  const app = new Hono();
  const articleOf = (slug: string) => controls?.published.get(slug) ?? seedArticles.find((a) => a.slug === slug);

  if (controls) {
    app.post('/__control/articles', async (c) => {
      const body = (await c.req.json().catch(() => null)) as { slug?: unknown; bodyHtml?: unknown } | null;
      const slug = typeof body?.slug === 'string' && /^[a-z0-9-]{1,80}$/.test(body.slug) ? body.slug : null;
      const bodyHtml =
        typeof body?.bodyHtml === 'string' && body.bodyHtml.length <= MAX_PUBLISHED_BODY_CHARS ? body.bodyHtml : null;
      if (!slug || bodyHtml === null)
        return badRequest(c, `body is {slug: [a-z0-9-]{1,80}, bodyHtml: up to ${MAX_PUBLISHED_BODY_CHARS} characters}`);
      const model = seedArticles[0]!;
      controls.published.set(slug, { ...model, slug, title: `Published for a test: ${slug}`, bodyHtml });
      return c.json({ slug, bodyChars: bodyHtml.length });
    });
    app.delete('/__control/articles', (c) => {
      controls.published.clear();
      return c.body(null, 204);
    });
  }

  app.get('/news', (c) => {
    const page = intParam(c, 'page', 1);
    const pageSize = intParam(c, 'pageSize', 12);
    const year = intParam(c, 'year', 0);
    const month = intParam(c, 'month', 0);
    const day = intParam(c, 'day', 0);
    if ([page, pageSize, year, month, day].some(Number.isNaN) || page < 1 || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
      return badRequest(c, `page >= 1 and 1 <= pageSize <= ${MAX_PAGE_SIZE}; year, month, day are integers`);
    }
    const category = c.req.query('category');
    const matching = seedArticles.filter((a) => {
      if (category && a.category.slug !== category) return false;
      const d = new Date(a.publishedDateTime);
      if (year && d.getUTCFullYear() !== year) return false;
      if (month && d.getUTCMonth() + 1 !== month) return false;
      if (day && d.getUTCDate() !== day) return false;
      return true;
    });
    const items = matching.slice((page - 1) * pageSize, page * pageSize).map(summaryOf);
    return c.json({ page, pageSize, total: matching.length, items } satisfies NewsListWire);
  });

  app.get('/news/categories', (c) => c.json({ categories: newsCategories } satisfies NewsCategoriesWire));

  app.get('/news/:slug', (c) => {
    const article = articleOf(c.req.param('slug'));
    if (!article) return notFound(c, 'No published article has this slug');
    const body = article.bodyHtml.split(IMAGES_BASE).join(`${requestOrigin(c)}/images`);
    return c.json({ ...summaryOf(article), body } satisfies NewsArticleWire);
  });

  app.get('/pages/tree', (c) => c.json(pages.tree()));

  app.get('/pages/by-path', (c) => {
    const path = (c.req.query('path') ?? '').replace(/^\/+|\/+$/g, '');
    if (!path) return badRequest(c, 'path is required');
    const page = pages.byPath(path);
    return page ? c.json(page) : notFound(c, 'No published page has this path');
  });

  app.get('/menus', (c) => c.json({ menus: seedMenus } satisfies MenusWire));

  app.get('/web-settings', (c) => c.json(seedWebSettings satisfies WebSettingsWire));

  return app;
}
