/** Wire format of the web API's news endpoints (documented in stand-in/README.md). */
import { z } from 'zod';

export const newsCategorySchema = z.object({ slug: z.string(), title: z.string() });

export const newsSummaryWireSchema = z.object({
  postID: z.string(),
  slug: z.string().min(1),
  title: z.string(),
  summary: z.string(),
  publishedDateTime: z.string(),
  category: newsCategorySchema,
  imageData: z.object({ key: z.string(), alt: z.string() }),
  author: z.string().optional(),
  tags: z.array(z.string()).optional(),
});

export const newsListWireSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int().nonnegative(),
  items: z.array(newsSummaryWireSchema),
});

export const newsArticleWireSchema = newsSummaryWireSchema.extend({
  author: z.string(),
  tags: z.array(z.string()),
  body: z.string(),
});

export const newsCategoriesWireSchema = z.object({ categories: z.array(newsCategorySchema) });

export type NewsSummaryWire = z.infer<typeof newsSummaryWireSchema>;
