/** Aggregated feed (no consumer yet): 'Latest from UZFC', newest news summaries as feed cards. */
import { Hono } from 'hono';
import { seedArticlesAt } from '@protocol/news/news-seed';
import { intParam } from './http-helpers';

export function createAggregatedFeedService(startedAtMs: number): Hono {
  const seedArticles = seedArticlesAt(startedAtMs);
  const app = new Hono();
  app.get('/', (c) => {
    const page = Math.max(1, intParam(c, 'page', 1) || 1);
    const items = seedArticles.slice((page - 1) * 6, page * 6).map((a) => ({
      type: 'news',
      id: a.postID,
      title: a.title,
      link: `/news/${a.slug}`,
      publishedDateTime: a.publishedDateTime,
      imageKey: a.imageKey,
    }));
    return c.json({ title: 'Latest from UZFC', page, items, more: page * 6 < seedArticles.length });
  });
  return app;
}
