import type { NewsArticle } from './news-types';
import type { NewsPort } from '../ports/news.port';
import type { Result } from '../shared/result';
import type { ServiceError } from '../shared/service-error';

/** One published article by its slug; SERVICE.NOT_FOUND when there is none. */
export type LoadArticle = (slug: string) => Promise<Result<NewsArticle, ServiceError>>;

export const makeLoadArticle =
  ({ news }: { news: NewsPort }): LoadArticle =>
  (slug) =>
    news.article(slug);
