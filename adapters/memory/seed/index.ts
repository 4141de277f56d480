/**
 * The in-memory adapters' default answers: the ONE seed the stand-in serves (protocol/), read
 * through the HTTP adapters' own schemas and mappers (fromWire), so memory mode, stories and
 * tests see the site the stand-in shows. Nothing here is seeded a second time.
 */
import type { Advert, Promo } from '@core';
import {
  seedFooterAdverts,
  seedHeaderSponsor,
  seedPromos,
  seedSponsorRows,
} from '@protocol/commercial/commercial-seed';
import { seedMenus } from '@protocol/pages/menus-seed';
import { createPageAnswers } from '@protocol/pages/pages-answers';
import { seedPagesAt } from '@protocol/pages/pages-seed';
import { seedWebSettings } from '@protocol/web-settings/web-settings-seed';
import { footerAdvertsWireSchema } from '../../http/advert/advert-schema';
import { advertFromWire } from '../../http/advert/advert-wire-map';
import { menusWireSchema, pageTreeWireSchema } from '../../http/pages/pages-schema';
import { toPageTree, toSiteMenus } from '../../http/pages/pages-wire-map';
import { promoListWireSchema } from '../../http/promo/promo-schema';
import { headerSponsorWireSchema, sponsorRowsWireSchema, toSponsorRows } from '../../http/sponsor/sponsor-schema';
import { webSettingsWireSchema } from '../../http/web-settings/web-settings-schema';
import { toWebSettings } from '../../http/web-settings/web-settings-http';
import { fromWire } from '../shared/from-wire';
import { memorySeedNowMs } from './memory-seed-start';
import { HOSTILE_ARTICLE_SLUG, newsArticles, newsCategories } from './news-seed';

/** A moment inside the demo season; the default clock of memory services, and the seed's start. */
export { memorySeedNowMs };

/** The whole deterministic demo seed, for adapters, stories and tests. */
export const memorySeed = {
  news: newsArticles,
  newsCategories,
  hostileArticleSlug: HOSTILE_ARTICLE_SLUG,
  pageTree: fromWire(pageTreeWireSchema, createPageAnswers(seedPagesAt(memorySeedNowMs)).tree(), toPageTree),
  menus: fromWire(menusWireSchema, { menus: seedMenus }, toSiteMenus),
  webSettings: fromWire(webSettingsWireSchema, seedWebSettings, toWebSettings),
  headerSponsor: fromWire(headerSponsorWireSchema, { headerSponsor: seedHeaderSponsor }, (w) => w.headerSponsor),
  sponsorRows: fromWire(sponsorRowsWireSchema, { rows: seedSponsorRows }, toSponsorRows),
} as const;

/** the footer adverts as the experiments service answers them at `nowMs` (their windows move with the day) */
export const memoryFooterAdverts = (nowMs: number): Advert[] =>
  fromWire(footerAdvertsWireSchema, seedFooterAdverts(nowMs), (w) =>
    (Array.isArray(w) ? w : w.adverts).map(advertFromWire),
  );

/** the overlay promos as the promo service answers them at `nowMs` */
export const memoryPromos = (nowMs: number): Promo[] => fromWire(promoListWireSchema, seedPromos(nowMs), (w) => w);

export type MemorySeed = typeof memorySeed;
