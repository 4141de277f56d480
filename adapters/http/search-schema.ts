/** Wire format of the news search: hits.found and hits.hit[] with one-element field arrays. */
import { z } from 'zod';

const first = z.array(z.string()).min(1);
export const searchWireSchema = z.object({
  hits: z.object({
    found: z.number().int().nonnegative(),
    hit: z.array(z.object({
      fields: z.object({ slug: first, title: first, published_date: first, categories: z.array(z.string()).default([]) }),
      imageData: z.object({ key: z.string() }).nullish(),
    })),
  }),
});
