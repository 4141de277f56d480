/**
 * The addresses a preload tag names: its href and every imagesrcset candidate. The
 * emulated phone (412 px at 1.75x) picks a candidate from the srcset (1000w), not the
 * href (1400w), so warming only the href left its picture to be drawn cold in the run.
 */
export function preloadedImageUrls(html: string): string[] {
  const tag = /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0];
  if (!tag) return [];
  const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]?.replace(/&amp;/g, '&');
  const candidates = (attr('imagesrcset') ?? '').split(',').map((c) => c.trim().split(/\s+/)[0]).filter((u): u is string => !!u);
  return [...new Set([attr('href'), ...candidates].filter((u): u is string => !!u))];
}
