/** zod schemas for the web API's news answers (protocol/news/news-wire.ts); safeParse only. */
import * as z from 'zod/mini';
import type {
  NewsArticleWire,
  NewsCategoriesWire,
  NewsCategoryWire,
  NewsListWire,
  NewsSummaryWire,
} from '@protocol/news/news-wire';
import { wireSchema } from '../shared/wire-schema';

export const newsCategorySchema = wireSchema<NewsCategoryWire>()(z.object({ slug: z.string(), title: z.string() }));

export const newsSummaryWireSchema = wireSchema<NewsSummaryWire>()(
  z.object({
    postID: z.string(),
    slug: z.string().check(z.minLength(1)),
    title: z.string(),
    summary: z.string(),
    publishedDateTime: z.string(),
    category: newsCategorySchema,
    imageData: z.object({ key: z.string(), alt: z.string() }),
    author: z.optional(z.string()),
    tags: z.optional(z.array(z.string())),
  }),
);

export const newsListWireSchema = wireSchema<NewsListWire>()(
  z.object({
    page: z.int(),
    pageSize: z.int(),
    total: z.int().check(z.nonnegative()),
    items: z.array(newsSummaryWireSchema),
  }),
);

export const newsArticleWireSchema = wireSchema<NewsArticleWire>()(
  z.extend(newsSummaryWireSchema, {
    author: z.string(),
    tags: z.array(z.string()),
    body: z.string(),
  }),
);

export const newsCategoriesWireSchema = wireSchema<NewsCategoriesWire>()(
  z.object({ categories: z.array(newsCategorySchema) }),
);
