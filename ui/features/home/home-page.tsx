import { useSnapshot } from 'valtio';
import { Ports, headerStyleFor, site, type NewsSummary } from '@core';
import { CataloguedError } from '../../shared/components/catalogued-error';
import { Loading } from '../../shared/components/loading';
import { useService } from '../../shared/services/services-context';
import { UseCases } from '../../shared/services/use-case-tokens';
import { useViewModel } from '../../shared/view-models/use-view-model';
import { NotFoundPage } from '../../app-shell/error/error-page';
import { CategoryChips } from '../news/category-chips';
import { LoadMore, loadedMoreText } from '../../shared/components/load-more';
import { NewsGrid } from '../news/news-grid';
import { PageHeaderStyle } from '../../shared/components/page-header-style';
import { PageTitle } from '../../shared/components/page-title';
import pageStyles from '../../shared/components/page.module.css';
import { HomeHero } from './home-hero';
import { imageCandidates } from '../../shared/components/responsive-image';

import { HomeQuickLinks } from './home-quick-links';
import { createHomeVm, splitHero } from './home-vm';
import type { NewsListState } from '../news/news-list-vm';
import { usePageSeed, type ServerLoad } from '../../shared/ssr/page-data';
import { settledPage } from '../../shared/ssr/settled-page';
import styles from './home-page.module.css';

const articles = { one: 'article', many: 'articles' };

/** / : the newest article as the hero, quick links, then 'Latest from UZFC' with "Load more". */
export default function HomePage() {
  const loadNewsList = useService(UseCases.loadNewsList);
  const loadNewsPage = useService(UseCases.loadNewsPage);
  const seed = usePageSeed<NewsListState>();
  const vm = useViewModel(() => createHomeVm({ loadNewsList, loadNewsPage, ...(seed ? { seed } : {}) }));
  const snap = useSnapshot(vm.state);

  if (snap.status.kind === 'not-found') return <NotFoundPage />;

  const { hero, grid } = splitHero(snap.items as readonly NewsSummary[]);
  const firstLoadFailed = snap.status.kind === 'error' && snap.items.length === 0 ? snap.status : null;
  return (
    <>
      <PageTitle title="Home" />
      <PageHeaderStyle style={headerStyleFor('home')} />
      <h1 className={pageStyles.srOnly}>{site.club.name}</h1>
      {hero ? <HomeHero item={hero} /> : <div className={styles.heroPlaceholder} />}

      <div className={pageStyles.container}>
        <HomeQuickLinks />
        {snap.status.kind === 'loading' && snap.items.length === 0 ? (
          <div className={pageStyles.status}>
            <Loading label="Loading the latest news" />
          </div>
        ) : null}
        {firstLoadFailed ? (
          <div className={pageStyles.status}>
            <CataloguedError error={firstLoadFailed} onRetry={() => void vm.retry()} />
          </div>
        ) : null}

        <section className={pageStyles.section} aria-labelledby="latest-title">
          <h2 id="latest-title" className={pageStyles.sectionTitle}>
            {site.texts.aggregatedTitle}
          </h2>
          <CategoryChips categories={snap.categories} />
          {grid.length > 0 ? (
            <>
              <NewsGrid items={grid} focusId={snap.firstNewId} label={site.texts.aggregatedTitle} />
              <LoadMore
                state={snap}
                label={site.buttonLabels.loadMore}
                loadingLabel="Loading more news"
                announcement={loadedMoreText(snap, articles)}
                onLoadMore={() => void vm.loadMore()}
                onRetry={() => void vm.retry()}
              />
            </>
          ) : null}
        </section>
      </div>
    </>
  );
}

/** The server loads the home page's news through the same use cases and renders it. */
export const serverLoad: ServerLoad<NewsListState> = async ({ services }) => {
  const vm = createHomeVm({
    loadNewsList: services.get(UseCases.loadNewsList),
    loadNewsPage: services.get(UseCases.loadNewsPage),
  });
  await vm.load();
  const { hero } = splitHero(vm.state.items as readonly NewsSummary[]);
  return settledPage(vm.state, () => ({
    title: site.club.shortName,
    // the hero is the largest paint: fetched with the HTML, not after it
    ...(hero
      ? {
          preloadImage: {
            ...imageCandidates(services.get(Ports.images), hero.imageKey, 1400, 700, 'cover'),
            sizes: '100vw',
          },
        }
      : {}),
    // no description of its own: the site's (the web settings' meta description) is the home page's
    canonicalPath: '/',
  }));
};
