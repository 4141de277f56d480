/** Sponsors: footer rows (unfiltered: the site applies the child-friendly rule) and the header sponsor. */
import { Hono } from 'hono';
import { seedHeaderSponsor, seedSponsorRows } from '@protocol/commercial/commercial-seed';

export function createSponsorsService(): Hono {
  const app = new Hono();
  app.get('/footer', (c) => c.json({ rows: seedSponsorRows }));
  app.get('/header', (c) => c.json({ headerSponsor: seedHeaderSponsor }));
  return app;
}
