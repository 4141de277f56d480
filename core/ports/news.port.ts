import type { Result } from '../shared/result';
import type { ServiceError } from '../shared/service-error';
import type { NewsArticle, NewsCategory, NewsPage, NewsQuery } from '../news/news-types';

export interface NewsPort {
  /** newest first */
  list(query: NewsQuery): Promise<Result<NewsPage, ServiceError>>;
  /** SERVICE.NOT_FOUND when no published article has the slug */
  article(slug: string): Promise<Result<NewsArticle, ServiceError>>;
  categories(): Promise<Result<readonly NewsCategory[], ServiceError>>;
}
