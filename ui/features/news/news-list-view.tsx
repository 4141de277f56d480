import { useSnapshot } from 'valtio';
import { Ports, headerStyleFor, site } from '@core';
import { CataloguedError } from '../../shared/components/catalogued-error';
import { Loading } from '../../shared/components/loading';
import { useService } from '../../shared/services/services-context';
import { UseCases } from '../../shared/services/use-case-tokens';
import { useViewModel } from '../../shared/view-models/use-view-model';
import { NotFoundPage } from '../../app-shell/error/error-page';
import { CategoryChips } from './category-chips';
import { LoadMore, loadedMoreText } from '../../shared/components/load-more';
import { useDateFormats } from '../../shared/components/dates';
import { NewsGrid } from './news-grid';
import type { NewsLayout } from './news-href';
import { PageHeaderStyle } from '../../shared/components/page-header-style';
import { PageTitle } from '../../shared/components/page-title';
import styles from '../../shared/components/page.module.css';
import { newsListTitle } from './news-list-title';
import { createNewsListVm, type NewsListFilter, type NewsListState } from './news-list-vm';
import { type ServiceLocator } from '../../shared/services/service-tokens';
import { imageCandidates } from '../../shared/components/responsive-image';
import { newsCardImage } from './news-card';
import type { PageData } from '../../shared/ssr/page-data';
import { settledPage } from '../../shared/ssr/settled-page';

export interface NewsListViewProps {
  readonly filter: NewsListFilter;
  readonly layout?: NewsLayout;
  /** the state the server rendered this list from */
  readonly seed?: NewsListState | undefined;
}

const articles = { one: 'article', many: 'articles' };

/** Identifies a filter, so a page can remount the list (a fresh view model) when it changes. */
export const filterKey = (f: NewsListFilter) => [f.category ?? '', f.year ?? '', f.month ?? '', f.day ?? ''].join('/');

/**
 * The news list (all news, a category, a date archive), in the site or the app layout.
 * Mount it with `key={filterKey(filter)}`: the view model is built once per filter.
 */
export function NewsListView({ filter, layout = 'site', seed }: NewsListViewProps) {
  const loadNewsList = useService(UseCases.loadNewsList);
  const loadNewsPage = useService(UseCases.loadNewsPage);
  const vm = useViewModel(() =>
    createNewsListVm({
      loadNewsList,
      loadNewsPage,
      filter,
      pageSize: site.newsPaging.listPageSize,
      ...(seed ? { seed } : {}),
    }),
  );
  const snap = useSnapshot(vm.state);
  const formats = useDateFormats();

  if (snap.status.kind === 'not-found') return <NotFoundPage />;

  const title = newsListTitle(filter, snap.category?.title, formats.date);
  const isArchive = filter.year !== undefined;
  const currentChip = filter.category ?? (isArchive ? undefined : '');
  const firstLoadFailed = snap.status.kind === 'error' && snap.items.length === 0 ? snap.status : null;

  return (
    <div className={`${styles.container} ${layout === 'site' ? styles.top : ''}`}>
      <PageTitle title={title} />
      <PageHeaderStyle style={headerStyleFor(filter.category !== undefined ? 'category' : 'news-listing')} />
      <h1 className={styles.pageTitle}>{title}</h1>
      {layout === 'site' ? <CategoryChips categories={snap.categories} current={currentChip} /> : null}

      {snap.status.kind === 'loading' && snap.items.length === 0 ? (
        <div className={styles.status}>
          <Loading label="Loading news" />
        </div>
      ) : null}
      {firstLoadFailed ? (
        <div className={styles.status}>
          <CataloguedError error={firstLoadFailed} onRetry={() => void vm.retry()} />
        </div>
      ) : null}
      {snap.status.kind === 'ready' && snap.items.length === 0 ? (
        <p className={styles.status}>There is no news here yet.</p>
      ) : null}

      {snap.items.length > 0 ? (
        <section className={styles.section} aria-label={title}>
          <NewsGrid
            items={snap.items}
            layout={layout}
            focusId={snap.firstNewId}
            headingLevel="h2"
            label={`${title} articles`}
            priorityFirst
          />
          <LoadMore
            state={snap}
            label={site.buttonLabels.loadMoreNews}
            loadingLabel="Loading more news"
            announcement={loadedMoreText(snap, articles)}
            onLoadMore={() => void vm.loadMore()}
            onRetry={() => void vm.retry()}
          />
        </section>
      ) : null}
    </div>
  );
}

/** The server's load of one news list: its seed, its title in the head. */
export async function loadNewsListPage(
  services: ServiceLocator,
  filter: NewsListFilter,
  canonicalPath: string,
): Promise<PageData<NewsListState>> {
  const vm = createNewsListVm({
    loadNewsList: services.get(UseCases.loadNewsList),
    loadNewsPage: services.get(UseCases.loadNewsPage),
    filter,
    pageSize: site.newsPaging.listPageSize,
  });
  await vm.load();
  const first = vm.state.items[0];
  return settledPage(vm.state, (state) => ({
    title: newsListTitle(filter, state.category?.title, site.dateFormats.date),
    // the first card's image is the list's largest paint on a phone
    ...(first
      ? {
          preloadImage: {
            ...imageCandidates(
              services.get(Ports.images),
              first.imageKey,
              newsCardImage.width,
              newsCardImage.height,
              'cover',
            ),
            sizes: newsCardImage.sizes,
          },
        }
      : {}),
    description: `The latest ${site.club.shortName} news${state.category ? `: ${state.category.title}` : ''}.`,
    canonicalPath,
  }));
}
