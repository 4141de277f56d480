import type { PageHead } from '@ui/shared';
import { site, type WebSettings } from '@core';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
// JSON inside <script>: '<' escaped so a '</script>' in content cannot end the block
const safeJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

/** What the head says where a page says nothing itself: the whole title, and the description. */
export interface HeadDefaults {
  readonly title: string;
  readonly description: string;
}

/**
 * The web settings' meta texts, where the club has set them; else the site's short name and
 * the built index.html's description (the settings service may be down: a page still renders).
 */
export function headDefaultsOf(
  meta: WebSettings['meta'] | null | undefined,
  templateDescription: string,
): HeadDefaults {
  return {
    title: meta?.title.trim() || site.club.shortName,
    description: meta?.description.trim() || templateDescription,
  };
}

/** The head of a page that sets none (the home page): the defaults as they are. */
export const defaultHead = (defaults: HeadDefaults): PageHead => ({
  title: defaults.title,
  description: defaults.description,
});

const noDefaults: HeadDefaults = { title: site.club.shortName, description: '' };

/**
 * The document head for one page: title, description, canonical address, Open Graph
 * and Twitter card tags (the share buttons rely on them), JSON-LD, and noindex for
 * the app news layout. Every value is escaped; addresses are made absolute on the
 * site's own origin.
 */
export function renderHeadTags(
  head: PageHead,
  origin: string,
  requestPath: string,
  defaults: HeadDefaults = noDefaults,
  status = 200,
): string {
  // only a page that exists has an address of its own: a 404 or 500 names no canonical
  // address and no share address (a junk address must never be called canonical)
  const canonical = status === 200 ? new URL(head.canonicalPath ?? requestPath, origin).href : null;
  // a page titled with the club's short name is the site itself (home): the site's own title, whole;
  // any other page's title carries the short name, as the browser's titles do (PageTitle)
  const title =
    head.title === site.club.shortName || head.title === defaults.title
      ? defaults.title
      : `${head.title} | ${site.club.shortName}`;
  // a page without its own description (fixtures, a team) gets the site's, for search results and shares
  const description = head.description || defaults.description;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    description ? `<meta name="description" content="${escapeHtml(description)}" />` : '',
    canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}" />` : '',
    `<meta property="og:site_name" content="${escapeHtml(site.club.name)}" />`,
    `<meta property="og:type" content="${head.type ?? 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    description ? `<meta property="og:description" content="${escapeHtml(description)}" />` : '',
    canonical ? `<meta property="og:url" content="${escapeHtml(canonical)}" />` : '',
    head.image ? `<meta property="og:image" content="${escapeHtml(head.image)}" />` : '',
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeHtml(head.title)}" />`,
    description ? `<meta name="twitter:description" content="${escapeHtml(description)}" />` : '',
    head.image ? `<meta name="twitter:image" content="${escapeHtml(head.image)}" />` : '',
    head.noindex ? '<meta name="robots" content="noindex, nofollow" />' : '',
    head.jsonLd ? `<script type="application/ld+json">${safeJson(head.jsonLd)}</script>` : '',
    head.preloadImage
      ? `<link rel="preload" as="image" href="${escapeHtml(head.preloadImage.src)}" imagesrcset="${escapeHtml(head.preloadImage.srcSet)}" imagesizes="${escapeHtml(head.preloadImage.sizes)}" fetchpriority="high" />`
      : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}
