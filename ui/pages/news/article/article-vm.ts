import { proxy } from 'valtio/vanilla';
import type { NewsArticle, NewsPort, NewsSummary } from '@core';
import { loading, ready, statusFromError, type LoadStatus } from '../../shared/load-status';
import { createRequestGuard } from '../../shared/request-guard';

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
  const guard = createRequestGuard();
  const state = proxy<ArticleState>({ status: loading, article: null, related: [] });

  async function load(): Promise<void> {
    const ticket = guard.next();
    state.status = loading;
    const found = await news.article(slug);
    if (!guard.isCurrent(ticket)) return;
    if (!found.ok) {
      state.status = statusFromError(found.error);
      return;
    }
    state.article = found.value;
    state.status = ready;

    // related articles are a nicety: the article stands without them, so a failure only leaves the list empty
    const listed = await news.list({ page: 1, pageSize: RELATED_COUNT + 1, category: found.value.category.slug });
    if (!guard.isCurrent(ticket)) return;
    state.related = listed.ok ? pickRelated(found.value, listed.value.items) : [];
  }

  return {
    state,
    start() {
      void load();
      return () => guard.invalidate();
    },
    retry: load,
  };
}
