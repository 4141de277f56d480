/**
 * Widths a srcset may ask for (?w=): a request is rounded up to the next allowed width
 * (capped at the largest), so a few sizes per image are ever encoded and cached, as an
 * image CDN does. Includes the spec's square sizes (400, 500, 1000, 1400).
 */
export const ALLOWED_WIDTHS = [160, 240, 320, 400, 480, 500, 640, 800, 960, 1000, 1280, 1400, 1600, 1920] as const;

export function clampWidth(requested: number): number {
  return ALLOWED_WIDTHS.find((w) => w >= requested) ?? ALLOWED_WIDTHS[ALLOWED_WIDTHS.length - 1]!;
}

/** {width}x{height} scaled to a srcset width, keeping the aspect ratio (at least 1 px high) */
export function sizeForWidth(
  width: number,
  height: number,
  requestedWidth: number,
  maxSide: number,
): { width: number; height: number } {
  const w = clampWidth(requestedWidth);
  const h = Math.max(1, Math.round((height * w) / width));
  // a very tall picture is limited by its height instead
  if (h > maxSide) return { width: Math.max(1, Math.round((w * maxSide) / h)), height: maxSide };
  return { width: w, height: h };
}
