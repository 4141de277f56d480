/**
 * Generated crests for the image library's 'crest/{club}' keys (the club's own 'crest/uzfc' in
 * navy and gold, every opponent's in colours and a pattern hashed from its key): a shield with a
 * border, a field pattern (stripes, chevron, quarters, band or plain) and a ball at its centre,
 * on a light ground. Square by nature, placed by fit like the portraits. RGB bytes like drawImage.
 */
import { hashString } from '@protocol/shared/prng';
import type { Fit } from './draw-image';
import { ellipse, paintSquare, type Rgb } from './pixel-frame';

type Pattern = 'stripes' | 'chevron' | 'quarters' | 'band' | 'plain';
interface CrestStyle {
  readonly field: Rgb;
  readonly charge: Rgb;
  readonly border: Rgb;
  readonly pattern: Pattern;
}

const GROUND: Rgb = [246, 246, 248];
const PALETTE: readonly Rgb[] = [
  [11, 29, 58],
  [242, 183, 5],
  [176, 28, 46],
  [20, 110, 70],
  [110, 40, 140],
  [230, 110, 20],
  [24, 96, 170],
  [30, 30, 30],
  [240, 240, 240],
];
const PATTERNS: readonly Pattern[] = ['stripes', 'chevron', 'quarters', 'band', 'plain'];
export const CLUB_CREST_KEY = 'crest/uzfc';

export const isCrestKey = (key: string): boolean => key.startsWith('crest/') && key.length > 'crest/'.length;

export function crestStyle(key: string): CrestStyle {
  if (key === CLUB_CREST_KEY)
    return { field: PALETTE[0]!, charge: PALETTE[1]!, border: PALETTE[1]!, pattern: 'chevron' };
  const h = hashString(key);
  const field = PALETTE[h % PALETTE.length]!;
  // the charge is another palette colour, never the field's own
  const charge = PALETTE[((h % PALETTE.length) + 1 + ((h >>> 8) % (PALETTE.length - 1))) % PALETTE.length]!;
  return { field, charge, border: charge, pattern: PATTERNS[(h >>> 16) % PATTERNS.length]! };
}

/** half the shield's width at height v: straight sides, then a curve to the point */
function shieldHalfWidth(v: number): number {
  if (v < 0.12 || v > 0.92) return -1;
  if (v <= 0.55) return 0.32;
  return 0.32 * Math.sqrt(Math.max(0, 1 - ((v - 0.55) / 0.37) ** 2));
}

function onPattern(p: Pattern, u: number, v: number): boolean {
  switch (p) {
    case 'stripes':
      return Math.floor((u - 0.18) / 0.08) % 2 === 1;
    case 'chevron':
      return Math.abs(v - (0.62 - Math.abs(u - 0.5) * 0.9)) < 0.07;
    case 'quarters':
      return u < 0.5 !== v < 0.47;
    case 'band':
      return Math.abs(v - 0.47) < 0.08;
    case 'plain':
      return false;
  }
}

function crestPixel(s: CrestStyle, u: number, v: number): Rgb {
  const half = shieldHalfWidth(v);
  const dx = Math.abs(u - 0.5);
  if (half < 0 || dx > half) return GROUND;
  if (dx > half - 0.03 || v < 0.15 || v > 0.89) return s.border;
  const ball = ellipse(u, v, 0.5, 0.47, 0.1, 0.1);
  if (ball < 1) {
    if (ball > 0.8) return s.border;
    return ellipse(u, v, 0.5, 0.47, 0.04, 0.04) < 1 ? [30, 30, 30] : [250, 250, 250];
  }
  return onPattern(s.pattern, u, v) ? s.charge : s.field;
}

export function drawCrest(key: string, width: number, height: number, fit: Fit): Uint8Array {
  const style = crestStyle(key);
  return paintSquare(width, height, fit, GROUND, (u, v) => crestPixel(style, u, v));
}
