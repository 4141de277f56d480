/**
 * News search in the shape of a hosted search engine: query, size, start and
 * sort ('score' or 'published_date desc'); the answer carries hits.found and
 * hits.hit[] whose fields are one-element arrays. A query in double quotes is
 * an exact phrase; otherwise any word matches. Titles weigh three times body text.
 */
import { Hono } from 'hono';
import { seedArticles, type SeedArticle } from '../seed/news-seed';
import { badRequest, intParam } from './http-helpers';
import type { NewsSearchWire } from '@protocol/news/news-search-wire';

const text = (a: SeedArticle) =>
  `${a.summary} ${a.bodyHtml.replace(/<[^>]*>/g, ' ')} ${a.tags.join(' ')} ${a.category.title}`.toLowerCase();
const index = seedArticles.map((a) => ({ article: a, title: a.title.toLowerCase(), body: text(a) }));

const count = (haystack: string, needle: string): number => {
  let n = 0;
  for (let i = haystack.indexOf(needle); i !== -1; i = haystack.indexOf(needle, i + needle.length)) n++;
  return n;
};

export function createNewsSearchService(): Hono {
  const app = new Hono();
  app.get('/search', (c) => {
    const query = (c.req.query('query') ?? '').trim();
    const size = intParam(c, 'size', 10);
    const start = intParam(c, 'start', 0);
    const sort = c.req.query('sort') ?? 'score';
    if (!query) return badRequest(c, 'query is required');
    if (Number.isNaN(size) || Number.isNaN(start) || size < 1 || size > 100)
      return badRequest(c, 'size 1..100 and start >= 0');
    if (sort !== 'score' && sort !== 'published_date desc')
      return badRequest(c, "sort is 'score' or 'published_date desc'");

    const phrase = /^".+"$/.test(query);
    const terms = phrase ? [query.slice(1, -1).toLowerCase()] : query.toLowerCase().split(/\s+/).filter(Boolean);
    const scored = index
      .map((e) => ({
        article: e.article,
        score: terms.reduce((s, t) => s + 3 * count(e.title, t) + count(e.body, t), 0),
      }))
      .filter((e) => e.score > 0)
      .sort(
        (a, b) =>
          (sort === 'score' ? b.score - a.score : 0) ||
          b.article.publishedDateTime.localeCompare(a.article.publishedDateTime),
      );

    const answer: NewsSearchWire = {
      status: { rid: 'stand-in', 'time-ms': 1 },
      hits: {
        found: scored.length,
        start,
        hit: scored.slice(start, start + size).map(({ article: a, score }) => ({
          id: a.postID,
          score,
          fields: {
            slug: [a.slug],
            title: [a.title],
            published_date: [a.publishedDateTime],
            categories: [a.category.title],
          },
          imageData: { key: a.imageKey },
        })),
      },
    };
    return c.json(answer);
  });
  return app;
}
