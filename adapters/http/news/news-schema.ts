/** Wire format of the web API's news endpoints (documented in stand-in/README.md). */
import * as z from 'zod/mini';

export const newsCategorySchema = z.object({ slug: z.string(), title: z.string() });

export const newsSummaryWireSchema = z.object({
  postID: z.string(),
  slug: z.string().check(z.minLength(1)),
  title: z.string(),
  summary: z.string(),
  publishedDateTime: z.string(),
  category: newsCategorySchema,
  imageData: z.object({ key: z.string(), alt: z.string() }),
  author: z.optional(z.string()),
  tags: z.optional(z.array(z.string())),
});

export const newsListWireSchema = z.object({
  page: z.int(),
  pageSize: z.int(),
  total: z.int().check(z.nonnegative()),
  items: z.array(newsSummaryWireSchema),
});

export const newsArticleWireSchema = z.extend(newsSummaryWireSchema, {
  author: z.string(),
  tags: z.array(z.string()),
  body: z.string(),
});

export const newsCategoriesWireSchema = z.object({ categories: z.array(newsCategorySchema) });

export type NewsSummaryWire = z.infer<typeof newsSummaryWireSchema>;
