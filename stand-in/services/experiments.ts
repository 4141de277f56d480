/**
 * The experiments service holds the adverts data. Footer adverts (v2) are asked
 * for by area; every advert is returned, eligible or not, because eligibility
 * (window, enabled, channel, child friendly) is the site's rule.
 */
import { Hono } from 'hono';
import { seedFooterAdverts } from '../seed/commercial-seed';
import { badRequest } from './http-helpers';

export function createExperimentsService(now: () => number): Hono {
  const app = new Hono();
  app.get('/adverts', (c) => {
    const area = c.req.query('area');
    if (!area) return badRequest(c, 'area is required (footer)');
    return c.json({ area, adverts: area === 'footer' ? seedFooterAdverts(now()) : [] });
  });
  // the raw adverts data the site stores as a whole (shape not in the spec)
  app.get('/adverts-data', (c) => c.json({ version: '1.0', slots: { footer: { enabled: true, maxAdverts: 2 } }, hideAdvertsFromVideos: true }));
  return app;
}
