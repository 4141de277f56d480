import type { NewsArticle, NewsSummary } from './news-types';
import type { NewsPort } from '../ports/news.port';

/** Related articles shown under an article: same category, newest first. */
export const RELATED_COUNT = 3;

/** The newest same-category articles other than the one being read. */
export function pickRelated(
  article: Pick<NewsArticle, 'id'>,
  candidates: readonly NewsSummary[],
  count = RELATED_COUNT,
): NewsSummary[] {
  return candidates.filter((c) => c.id !== article.id).slice(0, count);
}

/** Related articles are a nicety: the article stands without them, so a failure is an empty list. */
export type LoadRelatedNews = (article: Pick<NewsArticle, 'id' | 'category'>) => Promise<NewsSummary[]>;

export const makeLoadRelatedNews =
  ({ news }: { news: NewsPort }): LoadRelatedNews =>
  async (article) => {
    // one more than shown: the article itself may be among the newest of its category
    const listed = await news.list({ page: 1, pageSize: RELATED_COUNT + 1, category: article.category.slug });
    return listed.ok ? pickRelated(article, listed.value.items) : [];
  };
