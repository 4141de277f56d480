import { useSnapshot } from 'valtio';
import { Ports, headerStyleFor, site } from '@core';
import { AppLink } from '../../../shared/components/app-link';
import { CataloguedError } from '../../../shared/components/catalogued-error';
import { Loading } from '../../../shared/components/loading';
import { useService } from '../../../shared/services/services-context';
import { UseCases } from '../../../shared/services/use-case-tokens';
import { useViewModel } from '../../../shared/view-models/use-view-model';
import { NotFoundPage } from '../../../app-shell/error/error-page';
import { PageHeaderStyle } from '../../../shared/components/page-header-style';
import { PageTitle } from '../../../shared/components/page-title';
import pageStyles from '../../../shared/components/page.module.css';
import { BROWSE_PATH, VideoNav } from './video-nav';
import { LiveStrip, SubscribePromo, VideoSectionRow, VideosHero } from './videos-home-parts';
import { createVideosHomeVm, type VideosHomeState } from './videos-home-vm';
import { ContinueWatching, WatchHistoryProvider } from './continue-watching';
import { usePageSeed, type ServerLoad } from '../../../shared/ssr/page-data';
import { settledPage } from '../../../shared/ssr/settled-page';
import { imageCandidates } from '../../../shared/components/responsive-image';

import styles from './videos.module.css';

/** /videos (feed 1): hero, subscribe promo, the live match, the feed's rows, a way to browse. */
export default function VideosHomePage() {
  const loadVideosHome = useService(UseCases.loadVideosHome);
  const seed = usePageSeed<VideosHomeState>();
  const vm = useViewModel(() => createVideosHomeVm({ loadVideosHome }, seed));
  const { status, config, sections } = useSnapshot(vm.state);
  if (status.kind === 'not-found') return <NotFoundPage />;
  const brand = config?.brand ?? site.club.videoBrand;

  const fallbackImageKey = config?.fallbackImageKey ?? '';
  return (
    <WatchHistoryProvider>
      {(history) => (
        <div className={`${pageStyles.container} ${pageStyles.top}`}>
          <PageTitle title={brand} />
          <PageHeaderStyle style={headerStyleFor('video-listing')} />
          <VideoNav />
          {config ? <VideosHero config={config} /> : <h1 className={pageStyles.pageTitle}>{brand}</h1>}
          {status.kind === 'loading' && !config ? (
            <div className={pageStyles.status}>
              <Loading label="Loading videos" />
            </div>
          ) : null}
          {status.kind === 'error' ? (
            <div className={pageStyles.status}>
              <CataloguedError error={status} onRetry={() => void vm.retry()} />
            </div>
          ) : null}
          <SubscribePromo />
          {config ? <LiveStrip live={config.live} /> : null}
          {config && sections.length === 0 && status.kind === 'ready' ? (
            <p className={pageStyles.status}>There are no videos here yet.</p>
          ) : null}
          {sections.map((s, i) => (
            <VideoSectionRow key={`${i}-${s.title}`} section={s} index={i} fallbackImageKey={fallbackImageKey} />
          ))}
          <ContinueWatching vm={history} fallbackImageKey={fallbackImageKey} />
          <p className={styles.browse}>
            <AppLink href={BROWSE_PATH} className={styles.browseLink}>
              Browse all videos
            </AppLink>
          </p>
        </div>
      )}
    </WatchHistoryProvider>
  );
}

/** /videos from the server: the catalogue's configuration and rows, readable without JavaScript. */
export const serverLoad: ServerLoad<VideosHomeState> = async ({ services }) => {
  const vm = createVideosHomeVm({ loadVideosHome: services.get(UseCases.loadVideosHome) });
  await vm.load();
  const { config } = vm.state;
  return settledPage(vm.state, () => ({
    title: site.club.videoBrand,
    ...(config
      ? {
          preloadImage: {
            ...imageCandidates(
              services.get(Ports.images),
              config.hero.imageKey || config.fallbackImageKey,
              1400,
              600,
              'cover',
            ),
            sizes: '100vw',
          },
        }
      : {}),
    description: `${site.club.videoBrand}: live matches, live commentary and video on demand from ${site.club.name}.`,
    canonicalPath: '/videos',
  }));
};
