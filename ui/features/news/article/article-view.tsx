import { useSnapshot } from 'valtio';
import { headerStyleFor, type NewsArticle } from '@core';
import { CataloguedError } from '../../../shared/components/catalogued-error';
import { Loading } from '../../../shared/components/loading';
import { useService } from '../../../shared/services/services-context';
import { UseCases } from '../../../shared/services/use-case-tokens';
import { useViewModel } from '../../../shared/view-models/use-view-model';
import { NotFoundPage } from '../../../app-shell/error/error-page';
import type { NewsLayout } from '../news-href';
import { PageHeaderStyle } from '../../../shared/components/page-header-style';
import { PageTitle } from '../../../shared/components/page-title';
import pageStyles from '../../../shared/components/page.module.css';
import { ArticleContent } from './article-content';
import { createArticleVm } from './article-vm';
import { articleShareUrl } from './share-links';
import styles from './article.module.css';

/**
 * A single news article (/news/:slug, or /app/news/:slug with layout 'app').
 * Mount with `key={slug}`: one view model per article.
 */
export function ArticleView({ slug, layout }: { readonly slug: string; readonly layout: NewsLayout }) {
  const loadArticle = useService(UseCases.loadArticle);
  const loadRelatedNews = useService(UseCases.loadRelatedNews);
  const vm = useViewModel(() => createArticleVm({ loadArticle, loadRelatedNews, slug }), [slug]);
  const snap = useSnapshot(vm.state);

  if (snap.status.kind === 'not-found') return <NotFoundPage />;

  const article = snap.article as NewsArticle | null;
  const failed = snap.status.kind === 'error' ? snap.status : null;
  return (
    <>
      <PageTitle title={article?.title ?? 'News'} />
      <PageHeaderStyle style={headerStyleFor('single-news')} />
      {article ? (
        <ArticleContent article={article} related={snap.related} layout={layout} shareUrl={articleShareUrl(window.location.origin, article.slug)} />
      ) : (
        // the transparent header needs a dark band behind it until the hero arrives
        <div className={layout === 'site' ? styles.placeholderBand : undefined} />
      )}
      {!article && snap.status.kind === 'loading' ? <div className={`${pageStyles.container} ${pageStyles.status}`}><Loading label="Loading article" /></div> : null}
      {failed ? (
        <div className={`${pageStyles.container} ${pageStyles.status}`}>
          {/* no article yet: there is no h1, so the error page gets a heading of its own */}
          {article ? null : <h1 className={pageStyles.pageTitle}>News</h1>}
          <CataloguedError error={failed} onRetry={() => void vm.retry()} />
        </div>
      ) : null}
    </>
  );
}
