import type { PageHead } from '@ui/shared';
import { site } from '@core';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
// JSON inside <script>: '<' escaped so a '</script>' in content cannot end the block
const safeJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

export const defaultHead = (description: string): PageHead => ({ title: site.club.shortName, description });

/**
 * The document head for one page: title, description, canonical address, Open Graph
 * and Twitter card tags (the share buttons rely on them), JSON-LD, and noindex for
 * the app news layout. Every value is escaped; addresses are made absolute on the
 * site's own origin.
 */
export function renderHeadTags(head: PageHead, origin: string, requestPath: string): string {
  const canonical = new URL(head.canonicalPath ?? requestPath, origin).href;
  const title = head.title === site.club.shortName ? head.title : `${head.title} | ${site.club.shortName}`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    head.description ? `<meta name="description" content="${escapeHtml(head.description)}" />` : '',
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(site.club.name)}" />`,
    `<meta property="og:type" content="${head.type ?? 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    head.description ? `<meta property="og:description" content="${escapeHtml(head.description)}" />` : '',
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    head.image ? `<meta property="og:image" content="${escapeHtml(head.image)}" />` : '',
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeHtml(head.title)}" />`,
    head.description ? `<meta name="twitter:description" content="${escapeHtml(head.description)}" />` : '',
    head.image ? `<meta name="twitter:image" content="${escapeHtml(head.image)}" />` : '',
    head.noindex ? '<meta name="robots" content="noindex, nofollow" />' : '',
    head.jsonLd ? `<script type="application/ld+json">${safeJson(head.jsonLd)}</script>` : '',
    head.preloadImage
      ? `<link rel="preload" as="image" href="${escapeHtml(head.preloadImage.src)}" imagesrcset="${escapeHtml(head.preloadImage.srcSet)}" imagesizes="${escapeHtml(head.preloadImage.sizes)}" fetchpriority="high" />`
      : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}
