/**
 * WCAG 2.2 contrast of two sRGB colours, for colours the site is sent by a service (a
 * lock screen's branding): AA asks 4.5:1 for text and 3:1 for a control against what
 * surrounds it. Only hex colours are read ('#rgb' or '#rrggbb'): anything else (a name,
 * rgb(), a CSS value with more in it) is not a colour here, so it can never reach a style.
 */
export const AA_TEXT_CONTRAST = 4.5;
export const AA_NON_TEXT_CONTRAST = 3;

/** '#rrggbb' in lower case, or null when `value` is not a hex colour */
export function parseHexColour(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!m) return null;
  const hex = m[1]!.toLowerCase();
  return `#${hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex}`;
}

/** relative luminance (0 black to 1 white) of a '#rrggbb' colour */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** the contrast ratio of two '#rrggbb' colours, 1 (same) to 21 (black on white), either order */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}
