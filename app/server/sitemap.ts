import { pageRoute, type NewsPort, type PageNode, type PagesPort, type VideoPort } from '@core';

/**
 * sitemap.xml from the site's own ports (the same adapters the pages use, on the
 * configured service addresses): fixed sections, every news article, every published
 * content page of the tree that answers a page of its own (not the CMS's redirects, nor a
 * page naming middleware the site does not have, which answers 500), every video. A service that fails leaves its part out;
 * the rest is still listed (and the result is kept for less time, see sitemap-route).
 */
export interface SitemapSources {
  readonly news: Pick<NewsPort, 'list'>;
  readonly pages: Pick<PagesPort, 'tree'>;
  readonly video: Pick<VideoPort, 'search'>;
}

export interface SitemapEntry {
  /** site path with a leading slash, each segment already percent-encoded */
  readonly path: string;
  /** YYYY-MM-DD when known */
  readonly lastmod?: string;
}

export interface SitemapResult {
  readonly entries: readonly SitemapEntry[];
  /** true when a source failed and its part is missing */
  readonly partial: boolean;
}

/** the sitemap protocol's own limit per file */
export const MAX_SITEMAP_URLS = 50_000;
const NEWS_PAGE_SIZE = 100;
const VIDEO_PAGE_SIZE = 50;
/** pages of results read per source at most: a misbehaving service cannot keep us looping */
const MAX_LIST_PAGES = 200;

export const SECTION_PATHS = ['/', '/news', '/videos', '/live', '/matches', '/teams'] as const;

const segmentPath = (raw: string) => `/${raw.split('/').filter(Boolean).map(encodeURIComponent).join('/')}`;

function day(iso: string | undefined): string | undefined {
  if (!iso) return undefined;
  const t = Date.parse(iso);
  return Number.isNaN(t) ? undefined : new Date(t).toISOString().slice(0, 10);
}

async function newsEntries(news: SitemapSources['news']): Promise<SitemapEntry[] | null> {
  const out: SitemapEntry[] = [];
  for (let page = 1; page <= MAX_LIST_PAGES; page++) {
    const r = await news.list({ page, pageSize: NEWS_PAGE_SIZE });
    if (!r.ok) return null;
    for (const a of r.value.items) out.push({ path: segmentPath(`news/${a.slug}`), ...withLastmod(a.publishedAt) });
    if (r.value.items.length === 0 || page * NEWS_PAGE_SIZE >= r.value.total) break;
  }
  return out;
}

/** the route's own rule: a node is a page when it neither redirects nor fails on its middleware */
function isOwnPage(n: PageNode): boolean {
  const route = pageRoute(n, (address) => address);
  return route.ok && route.value.kind === 'page';
}

async function pageEntries(pages: SitemapSources['pages']): Promise<SitemapEntry[] | null> {
  const r = await pages.tree();
  if (!r.ok) return null;
  const out: SitemapEntry[] = [];
  const visit = (n: PageNode) => {
    if (n.fullPath && isOwnPage(n)) out.push({ path: segmentPath(n.fullPath), ...withLastmod(n.publishedDate) });
    n.children.forEach(visit);
  };
  r.value.forEach(visit);
  return out;
}

async function videoEntries(video: SitemapSources['video']): Promise<SitemapEntry[] | null> {
  const out: SitemapEntry[] = [];
  for (let pageIndex = 0; pageIndex < MAX_LIST_PAGES; pageIndex++) {
    const r = await video.search({ pageIndex, pageSize: VIDEO_PAGE_SIZE });
    if (!r.ok) return null;
    for (const v of r.value.items)
      out.push({ path: segmentPath(`videos/${v.videoID}`), ...withLastmod(v.releaseFrom) });
    if (r.value.items.length === 0 || (pageIndex + 1) * VIDEO_PAGE_SIZE >= r.value.total) break;
  }
  return out;
}

function withLastmod(iso: string | undefined): { lastmod?: string } {
  const d = day(iso);
  return d ? { lastmod: d } : {};
}

export async function collectSitemap(sources: SitemapSources): Promise<SitemapResult> {
  const parts = await Promise.all([newsEntries(sources.news), pageEntries(sources.pages), videoEntries(sources.video)]);
  const seen = new Set<string>();
  const entries: SitemapEntry[] = [];
  for (const e of [...SECTION_PATHS.map((path) => ({ path })), ...parts.flatMap((p) => p ?? [])]) {
    if (seen.has(e.path) || entries.length >= MAX_SITEMAP_URLS) continue;
    seen.add(e.path);
    entries.push(e);
  }
  return { entries, partial: parts.some((p) => p === null) };
}

const xmlEscape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => `&${({ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' } as Record<string, string>)[c]};`,
  );

export function sitemapXml(siteOrigin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (e) =>
      `<url><loc>${xmlEscape(siteOrigin + e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
