import { useSnapshot } from 'valtio';
import { headerStyleFor, site, type LiveStreamConfig, type LiveUpgradeData } from '@core';
import { ActionButton } from '../../../shared/components/button';
import { CataloguedError } from '../../../shared/components/catalogued-error';
import { Loading } from '../../../shared/components/loading';
import { PageHeaderStyle } from '../../../shared/components/page-header-style';
import { PageTitle } from '../../../shared/components/page-title';
import { ViewModels } from '../../../shared/services/service-tokens';
import { useService } from '../../../shared/services/services-context';
import { useViewModel } from '../../../shared/view-models/use-view-model';
import { NotFoundPage } from '../../../app-shell/error/error-page';
import { kickOffText } from './kick-off';
import { commentaryTitle } from './stream-route';
import { StreamView } from './stream-view';
import { CanIWatchLink } from './can-i-watch-link';
import { useStreamVm } from './use-stream-vm';
import { usePlayerMatch } from './use-player-match';
import { createVideoConfigVm, type VideoConfigState } from '../catalogue/video-config-vm';
import { UseCases } from '../../../shared/services/use-case-tokens';
import { usePageSeed, type ServerLoad } from '../../../shared/ssr/page-data';
import { settledPage } from '../../../shared/ssr/settled-page';
import styles from './stream-page.module.css';

/**
 * /live (feed 2): the configured live match, its kick-off, the live video stream with
 * the live pass it needs, and 'Listen Live' for the audio commentary in the floating
 * player (which keeps playing while the fan browses).
 */
export default function LivePage() {
  const loadVideoConfig = useService(UseCases.loadVideoConfig);
  const seed = usePageSeed<VideoConfigState>();
  const vm = useViewModel(() => createVideoConfigVm({ loadVideoConfig }, seed));
  const snap = useSnapshot(vm.state);
  if (snap.status.kind === 'not-found') return <NotFoundPage />;
  const live = snap.config?.live as LiveStreamConfig | undefined;
  return (
    <div className={styles.page}>
      <PageTitle title={live ? `Live: ${live.title}` : 'Live'} />
      <PageHeaderStyle style={headerStyleFor('video-listing')} />
      <p className={styles.eyebrow}>{site.club.videoBrand} Live</p>
      {live ? (
        <LiveMatch key={live.videoEntryId} live={live} upgrade={snap.config?.upgrade as LiveUpgradeData | undefined} />
      ) : (
        <h1 className={styles.title}>Live</h1>
      )}
      {snap.status.kind === 'loading' ? <Loading label="Loading the live match" /> : null}
      {snap.status.kind === 'error' ? <CataloguedError error={snap.status} onRetry={() => void vm.retry()} /> : null}
    </div>
  );
}

function LiveMatch({ live, upgrade }: { readonly live: LiveStreamConfig; readonly upgrade?: LiveUpgradeData }) {
  const interfaceVm = useService(ViewModels.interfaceVm);
  const stream = useStreamVm({
    mediaType: 'video',
    entryId: live.videoEntryId,
    required: live.videoRequired,
    live: true,
  });
  const kickOff = kickOffText(live.startsAt);
  // the match's key moments on the video's timeline, while the video plays
  const playing = useSnapshot(stream.state).view.kind === 'ready';
  const match = usePlayerMatch(live.matchID, playing);
  return (
    <>
      <h1 className={styles.title}>{live.title}</h1>
      {kickOff ? (
        <p className={styles.meta}>
          <span>
            Kick-off <time dateTime={live.startsAt}>{kickOff}</time>
          </span>
        </p>
      ) : null}
      {/* pressing Watch Live is the request to play: the live stream starts by itself (not under reduced motion) */}
      <StreamView vm={stream} title={live.title} autoPlay upgrade={upgrade} {...(match ? { match } : {})} />
      <div className={styles.actions}>
        <ActionButton
          variant="primary-dark"
          icon="Audio"
          onClick={() =>
            interfaceVm.dispatch({ type: 'audio/open', entryID: live.audioEntryId, title: commentaryTitle(live.title) })
          }
        >
          {site.buttonLabels.listenLive}
        </ActionButton>
      </div>
      <p className={styles.meta}>
        <CanIWatchLink />
      </p>
    </>
  );
}

/**
 * /live from the server: the live match's title, kick-off and the stream's frame
 * (access is checked in the browser: it is the fan's own).
 */
export const serverLoad: ServerLoad<VideoConfigState> = async ({ services }) => {
  const vm = createVideoConfigVm({ loadVideoConfig: services.get(UseCases.loadVideoConfig) });
  await vm.load();
  return settledPage(vm.state, ({ config }) => ({
    title: config?.live ? `Live: ${config.live.title}` : 'Live',
    description: `Watch ${site.club.shortName} live on ${site.club.videoBrand}, or listen to the live commentary.`,
    canonicalPath: '/live',
  }));
};
