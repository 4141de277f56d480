import type { NewsPage, NewsQuery } from './news-types';
import type { NewsPort } from '../ports/news.port';
import type { Result } from '../shared/result';
import type { ServiceError } from '../shared/service-error';

/** One page of news (newest first), for "load more". */
export type LoadNewsPage = (query: NewsQuery) => Promise<Result<NewsPage, ServiceError>>;

export const makeLoadNewsPage =
  ({ news }: { news: NewsPort }): LoadNewsPage =>
  (query) =>
    news.list(query);
