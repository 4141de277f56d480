import { londonDate, notFound, ok, type NewsArticle, type NewsCategory, type NewsPort, type NewsSummary } from '@core';
import { memoryBehaviour, type MemoryControls, type MemoryOptions } from '../shared/memory-behaviour';
import { memorySeed } from '../seed';

export interface NewsSeed {
  readonly articles: readonly NewsArticle[];
  readonly categories: readonly NewsCategory[];
}

const defaultSeed: NewsSeed = { articles: memorySeed.news, categories: memorySeed.newsCategories };

const summaryOf = ({ bodyHtml: _b, author: _a, tags: _t, ...summary }: NewsArticle): NewsSummary => summary;

export function createNewsMemory(seed: NewsSeed = defaultSeed, options: MemoryOptions = {}): NewsPort & MemoryControls {
  const behaviour = memoryBehaviour('web-api', options);
  const newestFirst = [...seed.articles].sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt));
  return {
    failWith: behaviour.failWith,
    list: (query) =>
      behaviour.respond(() => {
        const matching = newestFirst.filter((a) => {
          if (query.category !== undefined && a.category.slug !== query.category) return false;
          if (query.year === undefined) return true;
          // the archive filter uses the club's own calendar (Europe/London), like the dates it shows
          const d = londonDate(a.publishedAt);
          return (
            d !== undefined &&
            d.year === query.year &&
            (query.month === undefined || d.month === query.month) &&
            (query.day === undefined || d.day === query.day)
          );
        });
        const page = Math.max(1, Math.floor(query.page));
        const pageSize = Math.max(1, Math.floor(query.pageSize));
        const items = matching.slice((page - 1) * pageSize, page * pageSize).map(summaryOf);
        return ok({ items, page, pageSize: query.pageSize, total: matching.length });
      }),
    article: (slug) =>
      behaviour.respond(() => {
        const found = seed.articles.find((a) => a.slug === slug);
        return found ? ok(found) : { ok: false as const, error: notFound('web-api') };
      }),
    categories: () => behaviour.respond(() => ok(seed.categories)),
  };
}
