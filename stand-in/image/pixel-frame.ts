/**
 * Where a square picture sits in a width x height frame for each fit: 'contain' letterboxes it
 * (the rest is background), 'cover' scales it to the longer side and crops, 'fill' stretches it.
 * Drawings that are square by nature (portraits, crests) map every pixel to (u, v) in [0, 1)
 * through this, so they are never distorted by cover and never cropped by contain.
 */
import type { Fit } from './draw-image';

export interface SquareFrame {
  /** the picture's coordinates of pixel (x, y); outside [0, 1) means background (contain only) */
  u(x: number): number;
  v(y: number): number;
}

export function squareFrame(width: number, height: number, fit: Fit): SquareFrame {
  if (fit === 'fill') return { u: (x) => (x + 0.5) / width, v: (y) => (y + 0.5) / height };
  const side = fit === 'contain' ? Math.min(width, height) : Math.max(width, height);
  const ox = (width - side) / 2;
  const oy = (height - side) / 2;
  return { u: (x) => (x + 0.5 - ox) / side, v: (y) => (y + 0.5 - oy) / side };
}

export type Rgb = readonly [number, number, number];

/** an RGB buffer (3 bytes a pixel, what the PNG encoder takes) painted by a function of (u, v) */
export function paintSquare(
  width: number,
  height: number,
  fit: Fit,
  background: Rgb,
  paint: (u: number, v: number) => Rgb,
): Uint8Array {
  const frame = squareFrame(width, height, fit);
  const out = new Uint8Array(width * height * 3);
  let o = 0;
  for (let y = 0; y < height; y++) {
    const v = frame.v(y);
    for (let x = 0; x < width; x++, o += 3) {
      const u = frame.u(x);
      const c = u < 0 || u >= 1 || v < 0 || v >= 1 ? background : paint(u, v);
      out[o] = c[0];
      out[o + 1] = c[1];
      out[o + 2] = c[2];
    }
  }
  return out;
}

export const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  Math.round(a[0] + (b[0] - a[0]) * t),
  Math.round(a[1] + (b[1] - a[1]) * t),
  Math.round(a[2] + (b[2] - a[2]) * t),
];

/** inside the ellipse centred (cx, cy) with radii rx, ry: < 1 inside, 1 on the edge */
export const ellipse = (u: number, v: number, cx: number, cy: number, rx: number, ry: number): number =>
  ((u - cx) / rx) ** 2 + ((v - cy) / ry) ** 2;
