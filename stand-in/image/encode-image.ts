/**
 * Encodes drawn RGB pixels. WebP is lossless (effort 1): the drawings are flat colour
 * and stripes, where lossless WebP is both exact and smallest (about half the PNG, a
 * sixth of lossy WebP at quality 80). sharp is loaded on first use only, so the many
 * tests that start the stand-in never pay for it.
 */
import type SharpDefault from 'sharp';
import type { ImageFormat } from './image-format';
import { encodePng } from './png-encoder';

type Sharp = typeof SharpDefault;
let sharpModule: Promise<Sharp> | undefined;

export async function encodeImage(
  rgb: Uint8Array,
  width: number,
  height: number,
  format: ImageFormat,
): Promise<Uint8Array> {
  if (format === 'png') return encodePng(width, height, rgb);
  sharpModule ??= import('sharp').then((m) => m.default);
  const sharp = await sharpModule;
  const out = await sharp(rgb, { raw: { width, height, channels: 3 } })
    .webp({ lossless: true, effort: 1 })
    .toBuffer();
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
}
