/**
 * The image library, handler version v2: GET /v2/{key}/{width}x{height}?fit=&w=
 * answers a picture of exactly that size, drawn from the key, served like an image
 * CDN: WebP when the Accept header allows, PNG otherwise (Vary: Accept); ?w= scales it
 * to a srcset width (rounded up to an allowed width); encoded once per key, size, fit
 * and format and kept in memory; immutable caching and an ETag (the same address
 * always draws the same picture).
 */
import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import type { Fit } from '../image/draw-image';
import { drawLibraryImage } from '../image/draw-library-image';
import { encodeImage } from '../image/encode-image';
import { createEncodedImageCache } from '../image/encoded-image-cache';
import { chooseImageFormat, contentTypes } from '../image/image-format';
import { sizeForWidth } from '../image/image-widths';
import { badRequest } from './http-helpers';

export const MAX_IMAGE_SIDE = 2000;
const fits: readonly Fit[] = ['cover', 'contain', 'fill'];
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function createImagesService({ cacheBytes = 64 * 1024 * 1024 }: { cacheBytes?: number } = {}): Hono {
  const cache = createEncodedImageCache(cacheBytes);
  const app = new Hono();
  app.get('/v2/:key/:size', async (c) => {
    const key = c.req.param('key');
    const size = /^(\d{1,5})x(\d{1,5})$/.exec(c.req.param('size'));
    if (!size) return badRequest(c, 'size is {width}x{height}');
    let width = Number(size[1]);
    let height = Number(size[2]);
    if (width < 1 || height < 1 || width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE)
      return badRequest(c, `each side is 1..${MAX_IMAGE_SIDE}`);
    const fit = c.req.query('fit') ?? 'cover';
    if (!fits.includes(fit as Fit)) return badRequest(c, 'fit is cover, contain or fill');
    const w = c.req.query('w');
    if (w !== undefined) {
      if (!/^\d{1,5}$/.test(w) || Number(w) < 1) return badRequest(c, 'w is a width in pixels');
      ({ width, height } = sizeForWidth(width, height, Number(w), MAX_IMAGE_SIDE));
    }
    const format = chooseImageFormat(c.req.header('accept'));
    const image = await cache.get(`${key}\n${width}x${height}\n${fit}\n${format}`, async () => {
      const bytes = await encodeImage(drawLibraryImage(key, width, height, fit as Fit), width, height, format);
      return { bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 24)}"` };
    });
    const headers = {
      'content-type': contentTypes[format],
      'cache-control': IMMUTABLE,
      vary: 'Accept',
      etag: image.etag,
    };
    const inm = c.req.header('if-none-match');
    if (inm && inm.split(',').some((t) => t.trim().replace(/^W\//, '') === image.etag))
      return c.body(null, 304, headers);
    return c.body(image.bytes as Uint8Array<ArrayBuffer>, 200, headers);
  });
  return app;
}
