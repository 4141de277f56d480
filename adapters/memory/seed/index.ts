import { footerAdverts, headerSponsor, promos, sponsorRows } from './commercial-seed';
import { HOSTILE_ARTICLE_SLUG, newsArticles, newsCategories } from './news-seed';
import { allButtonTypes, pageSeeds, pageTree, siteMenus } from './pages-seed';
import { webSettings } from './web-settings-seed';

/** A moment inside the demo season; the default clock of memory services. */
export const memorySeedNowMs = Date.parse('2026-02-14T15:00:00Z');

/** The whole deterministic demo seed, for adapters, stories and tests. */
export const memorySeed = {
  news: newsArticles,
  newsCategories,
  hostileArticleSlug: HOSTILE_ARTICLE_SLUG,
  pages: pageSeeds,
  pageTree,
  menus: siteMenus,
  allButtonTypes,
  webSettings,
  headerSponsor,
  sponsorRows,
  footerAdverts,
  promos,
} as const;

export type MemorySeed = typeof memorySeed;
export { buildPageTree, type PageSeed } from './pages-seed';
