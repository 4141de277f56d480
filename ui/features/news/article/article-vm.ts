import { proxy } from 'valtio/vanilla';
import type { LoadArticle, LoadRelatedNews, NewsArticle, NewsSummary } from '@core';
import { loading, ready, type LoadStatus } from '../../../shared/view-models/load-status';
import { createSingleResourceLoad } from '../../../shared/view-models/single-resource-load';

export { pickRelated, RELATED_COUNT } from '@core';

export interface ArticleState {
  status: LoadStatus;
  article: NewsArticle | null;
  related: NewsSummary[];
}

export interface ArticleVm {
  readonly state: ArticleState;
  start(): () => void;
  /** loads and settles: the server awaits it before rendering */
  load(): Promise<void>;
  retry(): Promise<void>;
}

export function createArticleVm(
  deps: { loadArticle: LoadArticle; loadRelatedNews: LoadRelatedNews; slug: string },
  seed?: ArticleState,
): ArticleVm {
  const { loadArticle, loadRelatedNews, slug } = deps;
  const state = proxy<ArticleState>(seed ?? { status: loading, article: null, related: [] });
  const cycle = createSingleResourceLoad({
    state,
    fetch: () => loadArticle(slug),
    async onLoaded(article, isCurrent) {
      state.article = article;
      state.status = ready;
      // the article stands without its related list (a failure leaves it empty)
      const related = await loadRelatedNews(article);
      if (isCurrent()) state.related = related;
    },
  });
  // made from the server's seed, it has nothing to fetch on start
  return { state, start: seed ? () => () => {} : cycle.start, load: cycle.load, retry: cycle.load };
}
