/** Wire format of the news search: hits.found and hits.hit[] with one-element field arrays. */
import * as z from 'zod/mini';

const first = z.array(z.string()).check(z.minLength(1));
export const searchWireSchema = z.object({
  hits: z.object({
    found: z.int().check(z.nonnegative()),
    hit: z.array(
      z.object({
        fields: z.object({
          slug: first,
          title: first,
          published_date: first,
          categories: z._default(z.array(z.string()), []),
        }),
        imageData: z.nullish(z.object({ key: z.string() })),
      }),
    ),
  }),
});
