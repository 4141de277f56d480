/** NewsPort over the web API: /news, /news/{slug}, /news/categories. */
import type { NewsArticle, NewsPort, NewsSummary } from '@core';
import type { JsonClient } from '../shared/json-client';
import { parseAndMap } from '../shared/parse-with';
import type { NewsSummaryWire } from '@protocol/news/news-wire';
import { newsArticleWireSchema, newsCategoriesWireSchema, newsListWireSchema } from './news-schema';

const toSummary = (w: NewsSummaryWire): NewsSummary => ({
  id: w.postID,
  slug: w.slug,
  title: w.title,
  summary: w.summary,
  publishedAt: w.publishedDateTime,
  category: { slug: w.category.slug, title: w.category.title },
  imageKey: w.imageData.key,
  imageAlt: w.imageData.alt,
});

export function createNewsHttp({ client }: { client: JsonClient }): NewsPort {
  return {
    async list(query) {
      const result = await client.getJson('/news', {
        page: query.page,
        pageSize: query.pageSize,
        category: query.category,
        year: query.year,
        month: query.month,
        day: query.day,
      });
      return parseAndMap(result, newsListWireSchema, client, (w) => ({
        items: w.items.map(toSummary),
        page: w.page,
        pageSize: w.pageSize,
        total: w.total,
      }));
    },
    async article(slug) {
      const result = await client.getJson(`/news/${encodeURIComponent(slug)}`);
      return parseAndMap(result, newsArticleWireSchema, client, (w): NewsArticle => ({
        ...toSummary(w),
        bodyHtml: w.body,
        author: w.author,
        tags: w.tags,
      }));
    },
    async categories() {
      return parseAndMap(
        await client.getJson('/news/categories'),
        newsCategoriesWireSchema,
        client,
        (w) => w.categories,
      );
    },
  };
}
