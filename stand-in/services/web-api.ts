/**
 * The main web API: news, news categories, the page tree, pages by path, menus
 * and web settings. Documented in stand-in/README.md.
 */
import { Hono } from 'hono';
import { IMAGES_BASE, newsCategories, seedArticles, type SeedArticle } from '@protocol/news/news-seed';
import { seedPages } from '@protocol/pages/pages-seed';
import { createPageAnswers } from '@protocol/pages/pages-answers';
import { seedMenus } from '@protocol/pages/menus-seed';
import { seedWebSettings } from '@protocol/web-settings/web-settings-seed';
import { badRequest, intParam, notFound, requestOrigin } from './http-helpers';

const MAX_PAGE_SIZE = 100;

const summaryOf = (a: SeedArticle) => ({
  postID: a.postID,
  slug: a.slug,
  title: a.title,
  summary: a.summary,
  publishedDateTime: a.publishedDateTime,
  category: a.category,
  imageData: { key: a.imageKey, alt: a.imageAlt },
  author: a.author,
  tags: a.tags,
});

const pages = createPageAnswers(seedPages);

export function createWebApiService(): Hono {
  const app = new Hono();

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
    return c.json({ page, pageSize, total: matching.length, items });
  });

  app.get('/news/categories', (c) => c.json({ categories: newsCategories }));

  app.get('/news/:slug', (c) => {
    const article = seedArticles.find((a) => a.slug === c.req.param('slug'));
    if (!article) return notFound(c, 'No published article has this slug');
    const body = article.bodyHtml.split(IMAGES_BASE).join(`${requestOrigin(c)}/images`);
    return c.json({ ...summaryOf(article), body });
  });

  app.get('/pages/tree', (c) => c.json(pages.tree()));

  app.get('/pages/by-path', (c) => {
    const path = (c.req.query('path') ?? '').replace(/^\/+|\/+$/g, '');
    if (!path) return badRequest(c, 'path is required');
    const page = pages.byPath(path);
    return page ? c.json(page) : notFound(c, 'No published page has this path');
  });

  app.get('/menus', (c) => c.json({ menus: seedMenus }));

  app.get('/web-settings', (c) => c.json(seedWebSettings));

  return app;
}
