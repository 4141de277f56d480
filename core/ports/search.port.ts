import type { Result } from '../shared/result';
import type { ServiceError } from '../shared/service-error';
import type { NewsSearchQuery, NewsSearchResult } from '../search/search-types';

export interface SearchPort {
  news(query: NewsSearchQuery): Promise<Result<NewsSearchResult, ServiceError>>;
}
