import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The transparent looks let the hero show through, so their text must keep AA contrast
 * (4.5:1) whatever picture is behind: the worst case is white behind the dark look (white and
 * gold text) and black behind the light one (navy text). Read from the stylesheet itself, so
 * making a look more see-through than that fails here.
 */
const css = readFileSync(fileURLToPath(new URL('./header.module.css', import.meta.url)), 'utf8');
const tokens = readFileSync(fileURLToPath(new URL('../../shared/styles/tokens.css', import.meta.url)), 'utf8');
const token = (name: string) => new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(tokens)![1]!;

type Rgb = [number, number, number];
const hex = (h: string): Rgb => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
const luminance = (rgb: Rgb) => {
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: Rgb, b: Rgb) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};
/** a translucent layer over a backdrop, blended as browsers do (sRGB) */
const over = (layer: Rgb, alpha: number, backdrop: Rgb): Rgb =>
  layer.map((c, i) => c * alpha + backdrop[i]! * (1 - alpha)) as Rgb;

/** every rgb(r g b / a) layer in the rule for one look: its colour and its least opaque alpha */
function layerOf(look: string): { rgb: Rgb; alpha: number } {
  const rule = new RegExp(`\\.header\\[data-variant='${look}'\\]\\s*\\{([^}]*)\\}`).exec(css)![1]!;
  const layers = [...rule.matchAll(/rgb\((\d+) (\d+) (\d+) \/ ([\d.]+)\)/g)].map((m) => ({
    rgb: [Number(m[1]), Number(m[2]), Number(m[3])] as Rgb,
    alpha: Number(m[4]),
  }));
  expect(layers.length, look).toBeGreaterThan(0);
  return layers.reduce((least, l) => (l.alpha < least.alpha ? l : least));
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

describe('transparent header looks keep AA contrast over any hero', () => {
  it('transparent dark: white and gold text over white showing through', () => {
    const { rgb, alpha } = layerOf('transparent-dark');
    const worst = over(rgb, alpha, WHITE);
    expect(contrast(WHITE, worst)).toBeGreaterThanOrEqual(4.5);
    // the open search button's label is gold text
    expect(contrast(hex(token('color-gold')), worst)).toBeGreaterThanOrEqual(4.5);
  });

  it('transparent light: navy text over black showing through', () => {
    const { rgb, alpha } = layerOf('transparent-light');
    expect(contrast(hex(token('color-navy')), over(rgb, alpha, BLACK))).toBeGreaterThanOrEqual(4.5);
  });
});
