/** zod schema for the news search's answer (protocol/news/news-search-wire.ts): what the site reads of it. */
import * as z from 'zod/mini';
import type { NewsSearchRead } from '@protocol/news/news-search-wire';
import { wireSchema } from '../shared/wire-schema';

const first = z.array(z.string()).check(z.minLength(1));
export const searchWireSchema = wireSchema<NewsSearchRead>()(
  z.object({
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
  }),
);
