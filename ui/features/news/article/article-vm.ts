import { proxy } from 'valtio/vanilla';
import type { NewsArticle, NewsPort, NewsSummary } from '@core';
import { loading, ready, type LoadStatus } from '../../../shared/view-models/load-status';
import { createSingleResourceLoad } from '../../../shared/view-models/single-resource-load';

/** Related articles shown under an article: same category, newest first. */
export const RELATED_COUNT = 3;

export interface ArticleState {
  status: LoadStatus;
  article: NewsArticle | null;
  related: NewsSummary[];
}

export interface ArticleVm {
  readonly state: ArticleState;
  start(): () => void;
  retry(): Promise<void>;
}

/** The newest same-category articles other than the one being read. */
export function pickRelated(article: Pick<NewsArticle, 'id'>, candidates: readonly NewsSummary[], count = RELATED_COUNT): NewsSummary[] {
  return candidates.filter((c) => c.id !== article.id).slice(0, count);
}

export function createArticleVm(deps: { news: NewsPort; slug: string }): ArticleVm {
  const { news, slug } = deps;
  const state = proxy<ArticleState>({ status: loading, article: null, related: [] });
  const cycle = createSingleResourceLoad({
    state,
    fetch: () => news.article(slug),
    async onLoaded(article, isCurrent) {
      state.article = article;
      state.status = ready;
      // related articles are a nicety: the article stands without them, so a failure only leaves the list empty
      const listed = await news.list({ page: 1, pageSize: RELATED_COUNT + 1, category: article.category.slug });
      if (isCurrent()) state.related = listed.ok ? pickRelated(article, listed.value.items) : [];
    },
  });
  return { state, start: cycle.start, retry: cycle.load };
}
