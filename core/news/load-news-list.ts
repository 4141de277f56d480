import type { NewsCategory, NewsPage } from './news-types';
import type { NewsPort } from '../ports/news.port';
import { err, ok, type Result } from '../shared/result';
import { notFound, type ServiceError } from '../shared/service-error';

/** What a news list shows: all news, one category, or a date archive (/news/2025/08). */
export interface NewsListFilter {
  readonly category?: string;
  readonly year?: number;
  readonly month?: number;
  readonly day?: number;
}

export interface NewsListFirstPage {
  /** every category, for the chip list; empty when the service could not say */
  readonly categories: readonly NewsCategory[];
  /** the first page, with the filtered category once validated */
  readonly listed: Result<NewsPage & { readonly category: NewsCategory | null }, ServiceError>;
}

export type LoadNewsList = (filter: NewsListFilter, pageSize: number) => Promise<NewsListFirstPage>;

/**
 * A news list's first page and the categories, asked together. An unknown category is
 * SERVICE.NOT_FOUND (a 404 page), so with a category filter the list cannot stand
 * without the categories' answer; without one, missing categories only hide the chips.
 */
export const makeLoadNewsList =
  ({ news }: { news: NewsPort }): LoadNewsList =>
  async (filter, pageSize) => {
    const [listed, categories] = await Promise.all([news.list({ ...filter, page: 1, pageSize }), news.categories()]);
    const known = categories.ok ? [...categories.value] : [];
    let category: NewsCategory | null = null;
    if (filter.category !== undefined) {
      if (!categories.ok) return { categories: known, listed: categories };
      const found = known.find((c) => c.slug === filter.category);
      if (!found) return { categories: known, listed: err(notFound('web-api')) };
      category = found;
    }
    return { categories: known, listed: listed.ok ? ok({ ...listed.value, category }) : listed };
  };
