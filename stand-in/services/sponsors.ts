/**
 * Sponsors: footer rows (unfiltered: the site applies the child-friendly rule) and the header
 * sponsor (protocol/commercial/sponsor-wire.ts).
 */
import { Hono } from 'hono';
import { seedHeaderSponsor, seedSponsorRows } from '@protocol/commercial/commercial-seed';
import type { HeaderSponsorWire, SponsorRowsWire } from '@protocol/commercial/sponsor-wire';

export function createSponsorsService(): Hono {
  const app = new Hono();
  app.get('/footer', (c) => c.json({ rows: seedSponsorRows } satisfies SponsorRowsWire));
  app.get('/header', (c) => c.json({ headerSponsor: seedHeaderSponsor } satisfies HeaderSponsorWire));
  return app;
}
