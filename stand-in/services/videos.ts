/**
 * Videos v2 (no consumer yet): the catalogue search answers query, sortby
 * releaseFrom, sortOrder desc, pageIndex and pageSize (default 12).
 */
import { Hono } from 'hono';
import { createPrng } from '../seed/prng';
import { intParam } from './http-helpers';

const prng = createPrng(42);
const titles = ['Highlights', 'Press conference', 'Training', 'Goal of the month', 'Behind the scenes', 'Academy focus'];
const videos = Array.from({ length: 30 }, (_, i) => ({
  videoID: `video-${i + 1}`,
  title: `${titles[i % titles.length]} #${i + 1}`,
  duration: prng.int(60, 1200),
  releaseFrom: new Date(Date.UTC(2025, 6, 1) + i * 5 * 86_400_000).toISOString(),
  imageKey: `video-${i + 1}`,
  premium: i % 3 === 0,
}));

export function createVideosService(): Hono {
  const app = new Hono();
  app.get('/search', (c) => {
    const query = (c.req.query('query') ?? '').toLowerCase();
    const pageIndex = intParam(c, 'pageIndex', 0) || 0;
    const pageSize = Math.min(50, intParam(c, 'pageSize', 12) || 12);
    const asc = c.req.query('sortOrder') === 'asc';
    const matching = videos.filter((v) => v.title.toLowerCase().includes(query))
      .sort((a, b) => (asc ? 1 : -1) * a.releaseFrom.localeCompare(b.releaseFrom));
    return c.json({ total: matching.length, pageIndex, pageSize, items: matching.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize) });
  });
  return app;
}
