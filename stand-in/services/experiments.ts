/**
 * The experiments service holds the adverts data. Footer adverts are asked for by area;
 * every advert is returned, eligible or not, because eligibility (window, enabled, channel,
 * child friendly) is the site's rule. It answers in the v2 shape, or in the older v1 shape
 * when started so (StandInOptions.advertsVersion, STAND_IN_ADVERTS_VERSION=1): the site
 * must read both (protocol/commercial/advert-wire.ts).
 */
import { Hono } from 'hono';
import { seedFooterAdverts, seedFooterAdvertsV1 } from '@protocol/commercial/commercial-seed';
import type { FooterAdvertsWire } from '@protocol/commercial/advert-wire';
import { badRequest } from './http-helpers';

export type AdvertsVersion = 1 | 2;

export function createExperimentsService(startedAtMs: number, advertsVersion: AdvertsVersion = 2): Hono {
  const app = new Hono();
  app.get('/adverts', (c) => {
    const area = c.req.query('area');
    if (!area) return badRequest(c, 'area is required (footer)');
    if (advertsVersion === 1) {
      // the image library is mounted beside this service, under /images
      const imagesBase = new URL('/images', c.req.url).href;
      return c.json({
        area,
        adverts: area === 'footer' ? seedFooterAdvertsV1(imagesBase) : [],
      } satisfies FooterAdvertsWire);
    }
    return c.json({
      area,
      adverts: area === 'footer' ? seedFooterAdverts(startedAtMs) : [],
    } satisfies FooterAdvertsWire);
  });
  // the raw adverts data the site stores as a whole (shape not in the spec)
  app.get('/adverts-data', (c) =>
    c.json({ version: '1.0', slots: { footer: { enabled: true, maxAdverts: 2 } }, hideAdvertsFromVideos: true }),
  );
  return app;
}
