/** Overlay promos: GET ?channel=Web answers a bare list (PROMO-2). */
import { Hono } from 'hono';
import { seedPromos } from '../seed/commercial-seed';
import { badRequest } from './http-helpers';

export function createPromoOverlaysService(now: () => number): Hono {
  const app = new Hono();
  app.get('/', (c) => {
    const channel = c.req.query('channel');
    if (!channel) return badRequest(c, 'channel is required (Web)');
    // every seeded promo is a web promo; other channels have none
    return c.json(channel.toLowerCase() === 'web' ? seedPromos(now()) : []);
  });
  return app;
}
