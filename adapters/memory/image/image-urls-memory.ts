import type { ImageFit, ImagePort } from '@core';

/**
 * Pictures without a server: each key is drawn as an SVG (a club-coloured
 * background, stripes and a ball-like circle placed from a hash of the key) at the
 * requested size. The same key always gives the same picture.
 */
const palette = ['#0b1d3a', '#13294f', '#1d3b6e', '#f2b705', '#d99e00', '#ffffff', '#2a4f8f'] as const;

function hash(s: string): number {
  let h = 2_166_136_261;
  for (let i = 0; i < s.length; i += 1) h = Math.imul(h ^ s.charCodeAt(i), 16_777_619);
  return h >>> 0;
}

export function drawKey(imageKey: string, width: number, height: number): string {
  const w = Math.max(1, Math.round(width));
  const h = Math.max(1, Math.round(height));
  const n = hash(imageKey);
  const bg = palette[n % 3]!;
  const accent = palette[3 + ((n >>> 3) % 4)]!;
  const stripes = 3 + ((n >>> 6) % 5);
  const angle = ((n >>> 9) % 60) - 30;
  const cx = (((n >>> 12) % 60) + 20) / 100;
  const cy = (((n >>> 18) % 50) + 25) / 100;
  const r = Math.min(w, h) * (0.12 + ((n >>> 24) % 10) / 100);
  const band = w / (stripes * 2);
  const stripeRects = Array.from(
    { length: stripes },
    (_, i) =>
      `<rect x="${(2 * i + 1) * band}" y="${-h}" width="${band / 2}" height="${3 * h}" fill="${accent}" opacity="0.18"/>`,
  ).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<rect width="${w}" height="${h}" fill="${bg}"/>` +
    `<g transform="rotate(${angle} ${w / 2} ${h / 2})">${stripeRects}</g>` +
    `<circle cx="${cx * w}" cy="${cy * h}" r="${r}" fill="${accent}" opacity="0.85"/>` +
    `<circle cx="${cx * w}" cy="${cy * h}" r="${r * 0.55}" fill="none" stroke="${bg}" stroke-width="${Math.max(1, r / 10)}"/>` +
    `</svg>`
  );
}

export function createImageMemory(): ImagePort {
  // fit does not change a drawing made for the exact box; it is accepted for the port's sake
  return {
    url: (imageKey: string, width: number, height: number, _fit?: ImageFit) =>
      `data:image/svg+xml,${encodeURIComponent(drawKey(imageKey, width, height))}`,
  };
}
