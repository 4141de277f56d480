/** Overlay promos: GET ?channel=Web answers a bare list (PROMO-2; protocol/commercial/promo-wire.ts). */
import { Hono } from 'hono';
import { seedPromos } from '@protocol/commercial/commercial-seed';
import type { PromoListWire } from '@protocol/commercial/promo-wire';
import { badRequest } from './http-helpers';

export function createPromoOverlaysService(startedAtMs: number): Hono {
  const app = new Hono();
  app.get('/', (c) => {
    const channel = c.req.query('channel');
    if (!channel) return badRequest(c, 'channel is required (Web)');
    // every seeded promo is a web promo; other channels have none
    const answer: PromoListWire = channel.toLowerCase() === 'web' ? seedPromos(startedAtMs) : [];
    return c.json(answer);
  });
  return app;
}
