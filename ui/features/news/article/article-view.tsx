import { useSnapshot } from 'valtio';
import { Ports, headerStyleFor, type NewsArticle } from '@core';
import { CataloguedError } from '../../../shared/components/catalogued-error';
import { Loading } from '../../../shared/components/loading';
import { useService } from '../../../shared/services/services-context';
import { UseCases } from '../../../shared/services/use-case-tokens';
import { useViewModel } from '../../../shared/view-models/use-view-model';
import { NotFoundPage } from '../../../app-shell/error/error-page';
import { useShellSettings } from '../../../app-shell/shell-context';
import type { NewsLayout } from '../news-href';
import { PageHeaderStyle } from '../../../shared/components/page-header-style';
import { PageTitle } from '../../../shared/components/page-title';
import pageStyles from '../../../shared/components/page.module.css';
import { ArticleContent } from './article-content';
import { createArticleVm, type ArticleState } from './article-vm';
import { type ServiceLocator } from '../../../shared/services/service-tokens';
import type { PageData } from '../../../shared/ssr/page-data';
import { settledPage } from '../../../shared/ssr/settled-page';
import { imageCandidates } from '../../../shared/components/responsive-image';
import { articleShareUrl } from './share-links';
import styles from './article.module.css';

/**
 * Who an article is by: its own author, or the web settings' default author when the
 * content service left it blank ('' when neither is set: the byline is then left out).
 * (Here rather than in a module of its own: a new module under the article splits the
 * news route's chunk in two, and its budget is measured on that chunk.)
 */
export function articleAuthor(author: string, defaultAuthor: string | null | undefined): string {
  return author.trim() || defaultAuthor?.trim() || '';
}

/**
 * A single news article (/news/:slug, or /app/news/:slug with layout 'app').
 * Mount with `key={slug}`: one view model per article.
 */
export function ArticleView({
  slug,
  layout,
  seed,
}: {
  readonly slug: string;
  readonly layout: NewsLayout;
  readonly seed?: ArticleState | undefined;
}) {
  const loadArticle = useService(UseCases.loadArticle);
  const loadRelatedNews = useService(UseCases.loadRelatedNews);
  const siteOrigin = useService(Ports.siteOrigin);
  const vm = useViewModel(() => createArticleVm({ loadArticle, loadRelatedNews, slug }, seed), [slug]);
  const snap = useSnapshot(vm.state);
  const defaultAuthor = useShellSettings()?.defaultAuthor;

  if (snap.status.kind === 'not-found') return <NotFoundPage />;

  const article = snap.article as NewsArticle | null;
  const failed = snap.status.kind === 'error' ? snap.status : null;
  return (
    <>
      <PageTitle title={article?.title ?? 'News'} />
      <PageHeaderStyle style={headerStyleFor('single-news')} />
      {article ? (
        <ArticleContent
          article={article}
          related={snap.related}
          layout={layout}
          shareUrl={articleShareUrl(siteOrigin, article.slug)}
          author={articleAuthor(article.author, defaultAuthor)}
        />
      ) : (
        // the transparent header needs a dark band behind it until the hero arrives
        <div className={layout === 'site' ? styles.placeholderBand : undefined} />
      )}
      {!article && snap.status.kind === 'loading' ? (
        <div className={`${pageStyles.container} ${pageStyles.status}`}>
          <Loading label="Loading article" />
        </div>
      ) : null}
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

/**
 * The server's load of one article: its seed, and a head with Open Graph and Twitter
 * tags for the share buttons and NewsArticle JSON-LD for search engines. The app
 * news layout is never indexed.
 */
export async function loadArticlePage(
  services: ServiceLocator,
  slug: string,
  layout: NewsLayout,
  canonicalPath: string,
): Promise<PageData<ArticleState>> {
  const vm = createArticleVm({
    loadArticle: services.get(UseCases.loadArticle),
    loadRelatedNews: services.get(UseCases.loadRelatedNews),
    slug,
  });
  // the web settings (their default author) are asked alongside the article; a failure only leaves the byline out
  const [, settings] = await Promise.all([
    vm.load(),
    services
      .get(UseCases.loadWebSettings)()
      .catch(() => null),
  ]);
  const loaded = vm.state.article;
  // the byline is rendered and seeded with the default author, so the hydrated page says the same
  if (loaded)
    vm.state.article = {
      ...loaded,
      author: articleAuthor(loaded.author, settings?.ok ? settings.value.defaultAuthor : undefined),
    };
  const image = (key: string) => services.get(Ports.images).url(key, 1200, 630);
  return settledPage(vm.state, ({ article }) => ({
    title: article?.title ?? 'News',
    description: article?.summary,
    canonicalPath,
    type: 'article',
    ...(article
      ? {
          image: image(article.imageKey),
          preloadImage: {
            ...imageCandidates(services.get(Ports.images), article.imageKey, 1400, 788, 'cover'),
            sizes: '(min-width: 1440px) 1440px, 100vw',
          },
        }
      : {}),
    ...(layout === 'app' ? { noindex: true } : {}),
    ...(article
      ? {
          jsonLd: {
            '@context': 'https://schema.org',
            '@type': 'NewsArticle',
            headline: article.title,
            description: article.summary,
            datePublished: article.publishedAt,
            image: [image(article.imageKey)],
            author: { '@type': 'Person', name: article.author },
            articleSection: article.category.title,
            mainEntityOfPage: canonicalPath,
          },
        }
      : {}),
  }));
}
