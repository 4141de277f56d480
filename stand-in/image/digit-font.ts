/**
 * A 3x5 bitmap font for shirt numbers: enough to print 1..99 legibly at portrait sizes without
 * shipping a font file. `digitsAt` answers whether (u, v) is on an inked cell of a number whose
 * box is centred at cx with its top at top and the given digit height.
 */
const GLYPHS: readonly string[] = [
  '111101101101111',
  '010110010010111',
  '111001111100111',
  '111001111001111',
  '101101111001001',
  '111100111001111',
  '111100111101111',
  '111001010010010',
  '111101111101111',
  '111101111001111',
];

export function digitsAt(u: number, v: number, text: string, cx: number, top: number, height: number): boolean {
  const cell = height / 5;
  const digitWidth = cell * 3;
  const gap = cell;
  const total = text.length * digitWidth + (text.length - 1) * gap;
  const left = cx - total / 2;
  if (v < top || v >= top + height || u < left || u >= left + total) return false;
  const pitch = digitWidth + gap;
  const index = Math.floor((u - left) / pitch);
  const within = u - left - index * pitch;
  if (within >= digitWidth) return false;
  const glyph = GLYPHS[Number(text[index])];
  if (!glyph) return false;
  const col = Math.floor(within / cell);
  const row = Math.floor((v - top) / cell);
  return glyph[row * 3 + col] === '1';
}
