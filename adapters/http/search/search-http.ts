/**
 * SearchPort over the news search. A term-less query answers an empty result
 * without a request (the spec runs search only for submitted text). 'exact'
 * sends the term as a quoted phrase; sort maps to 'score' or 'published_date desc'.
 */
import { ok, type SearchPort } from '@core';
import type { JsonClient } from '../shared/json-client';
import { parseAndMap } from '../shared/parse-with';
import { searchWireSchema } from './search-schema';

export function createSearchHttp({ client }: { client: JsonClient }): SearchPort {
  return {
    async news(query) {
      const term = query.term.trim().replace(/"/g, '');
      if (term === '') return ok({ hits: [], found: 0 });
      const result = await client.getJson('/search', {
        query: query.filter === 'exact' ? `"${term}"` : term,
        size: query.size,
        start: query.start,
        sort: query.sort === 'date' ? 'published_date desc' : 'score',
      });
      return parseAndMap(result, searchWireSchema, client, (w) => ({
        found: w.hits.found,
        hits: w.hits.hit.map((h) => ({
          slug: h.fields.slug[0] as string,
          title: h.fields.title[0] as string,
          publishedDate: h.fields.published_date[0] as string,
          category: h.fields.categories[0] ?? '',
          imageKey: h.imageData?.key ?? '',
        })),
      }));
    },
  };
}
