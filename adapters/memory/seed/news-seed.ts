import type { NewsArticle, NewsCategory } from '@core';
import {
  hostileArticleSlug,
  IMAGES_BASE,
  newsCategories as seedCategories,
  seedArticlesAt,
} from '@protocol/news/news-seed';
import { memorySeedNowMs } from './memory-seed-start';
import { createImageMemory } from '../image/image-urls-memory';

/**
 * The demo news of the in-memory adapters, stories and tests: the same seed the
 * stand-in serves (protocol/news/news-seed.ts), mapped to core's types. Inline images
 * point at the image library through a placeholder; here they become the memory image
 * adapter's drawn pictures, so memory mode calls no service at all.
 */
export const newsCategories: readonly NewsCategory[] = seedCategories.map((c) => ({ slug: c.slug, title: c.title }));

export const HOSTILE_ARTICLE_SLUG = hostileArticleSlug;

const images = createImageMemory();
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const inlineImage = new RegExp(`${escapeRegExp(IMAGES_BASE)}/v2/([^/"]+)/(\\d+)x(\\d+)(?:\\?[^"]*)?`, 'g');
const drawInlineImages = (html: string) =>
  html.replace(inlineImage, (_all, key: string, w: string, h: string) => images.url(key, Number(w), Number(h)));

/** All articles, newest first (the order the ports promise). */
export const newsArticles: readonly NewsArticle[] = seedArticlesAt(memorySeedNowMs).map((a): NewsArticle => ({
  id: a.postID,
  slug: a.slug,
  title: a.title,
  summary: a.summary,
  publishedAt: a.publishedDateTime,
  category: { slug: a.category.slug, title: a.category.title },
  imageKey: a.imageKey,
  imageAlt: a.imageAlt,
  bodyHtml: drawInlineImages(a.bodyHtml),
  author: a.author,
  tags: a.tags,
}));
