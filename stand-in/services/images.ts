/**
 * The image library, handler version v2: GET /v2/{key}/{width}x{height}?fit=
 * answers a real PNG of exactly that size, drawn from the key: a player's or staff member's
 * portrait, a club's crest, or the generic placeholder (image/draw-library-image.ts).
 */
import { Hono } from 'hono';
import type { Fit } from '../image/draw-image';
import { drawLibraryImage } from '../image/draw-library-image';
import { encodePng } from '../image/png-encoder';
import { badRequest } from './http-helpers';

export const MAX_IMAGE_SIDE = 2000;
const fits: readonly Fit[] = ['cover', 'contain', 'fill'];

export function createImagesService(): Hono {
  const app = new Hono();
  app.get('/v2/:key/:size', async (c) => {
    const key = c.req.param('key');
    const size = /^(\d{1,5})x(\d{1,5})$/.exec(c.req.param('size'));
    if (!size) return badRequest(c, 'size is {width}x{height}');
    const width = Number(size[1]);
    const height = Number(size[2]);
    if (width < 1 || height < 1 || width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) return badRequest(c, `each side is 1..${MAX_IMAGE_SIDE}`);
    const fit = c.req.query('fit') ?? 'cover';
    if (!fits.includes(fit as Fit)) return badRequest(c, 'fit is cover, contain or fill');
    const png = await encodePng(width, height, drawLibraryImage(key, width, height, fit as Fit));
    return c.body(png as Uint8Array<ArrayBuffer>, 200, { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400' });
  });
  return app;
}
