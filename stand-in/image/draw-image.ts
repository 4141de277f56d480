/**
 * Draws a placeholder picture procedurally from an image key: a diagonal
 * gradient between two colours hashed from the key, diagonal stripes and a
 * football motif. 'contain' letterboxes the square motif on club navy; 'cover'
 * and 'fill' are full bleed. Same key and size always give the same pixels.
 */
import { hashString } from '@protocol/shared/prng';

export type Fit = 'cover' | 'contain' | 'fill';
type Rgb = readonly [number, number, number];

function hsl(h: number, s: number, l: number): Rgb {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

const NAVY: Rgb = [11, 29, 58];
const GOLD: Rgb = [242, 183, 5];

export function drawImage(key: string, width: number, height: number, fit: Fit): Uint8Array {
  const hash = hashString(key);
  const hue = hash % 360;
  const from = hsl(hue, 0.55, 0.32);
  const to = hsl((hue + 40 + ((hash >>> 9) % 80)) % 360, 0.6, 0.55);
  const stripe = 12 + ((hash >>> 17) % 24);
  const out = new Uint8Array(width * height * 3);

  // the picture area: the whole frame, or a centred square for 'contain'
  const side = fit === 'contain' ? Math.min(width, height) : 0;
  const ax = fit === 'contain' ? (width - side) / 2 : 0;
  const ay = fit === 'contain' ? (height - side) / 2 : 0;
  const aw = fit === 'contain' ? side : width;
  const ah = fit === 'contain' ? side : height;
  const cx = ax + aw / 2;
  const cy = ay + ah / 2;
  const r = Math.min(aw, ah) * 0.28;
  const r2 = r * r;
  const ring = (r * 0.92) ** 2;
  const inner = (r * 0.38) ** 2;

  let o = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++, o += 3) {
      let c: Rgb;
      if (x < ax || x >= ax + aw || y < ay || y >= ay + ah) {
        c = NAVY;
      } else {
        const dx = x - cx;
        const dy = y - cy;
        const d2 = dx * dx + dy * dy;
        if (d2 <= r2) {
          // the ball: gold rim, white face, navy centre patch and five small patches
          if (d2 > ring) c = GOLD;
          else if (d2 < inner) c = NAVY;
          else {
            const angle = Math.atan2(dy, dx) + Math.PI;
            const sector = (angle / ((Math.PI * 2) / 5)) % 1;
            c = d2 > (r * 0.7) ** 2 && sector > 0.35 && sector < 0.65 ? NAVY : [245, 245, 245];
          }
        } else {
          const t = ((x - ax) / aw + (y - ay) / ah) / 2;
          const onStripe = Math.floor((x + y) / stripe) % 2 === 0;
          const k = onStripe ? 1.08 : 0.94;
          c = [
            Math.min(255, (from[0] + (to[0] - from[0]) * t) * k),
            Math.min(255, (from[1] + (to[1] - from[1]) * t) * k),
            Math.min(255, (from[2] + (to[2] - from[2]) * t) * k),
          ];
        }
      }
      out[o] = c[0];
      out[o + 1] = c[1];
      out[o + 2] = c[2];
    }
  }
  return out;
}
