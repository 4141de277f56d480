// attribute names in any case: React writes srcSet and imageSrcSet, the server's own preload imagesrcset
const attr = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replace(/&amp;/g, '&');
const candidates = (srcset: string | undefined) =>
  (srcset ?? '')
    .split(',')
    .map((c) => c.trim().split(/\s+/)[0])
    .filter((u): u is string => !!u);

/**
 * Every image address the server's HTML names: a preload's href and imagesrcset, each
 * <img>'s src and srcset. The emulated phone (412 px at 1.75x) picks a srcset candidate
 * (1000w), not the href (1400w); and a page whose largest paint is a crest or a sponsor's
 * logo preloads nothing, so warming only the preload's href left those pictures to be
 * drawn cold in the measured run.
 */
export function pageImageUrls(html: string): string[] {
  const preloads = html.match(/<link rel="preload" as="image"[^>]*>/gi) ?? [];
  const images = html.match(/<img\s[^>]*>/gi) ?? [];
  return [
    ...new Set(
      [
        ...preloads.flatMap((tag) => [attr(tag, 'href'), ...candidates(attr(tag, 'imagesrcset'))]),
        ...images.flatMap((tag) => [attr(tag, 'src'), ...candidates(attr(tag, 'srcset'))]),
      ].filter((u): u is string => !!u && !u.startsWith('data:')),
    ),
  ];
}
