import { data, useLocation, useParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { headerStyleFor, site, type LiveUpgradeData, type StreamRoute, type VideoConfig } from '@core';
import { ActionButton } from '../../../shared/components/button';
import { CataloguedError } from '../../../shared/components/catalogued-error';
import { Loading } from '../../../shared/components/loading';
import { PageHeaderStyle } from '../../../shared/components/page-header-style';
import { PageTitle } from '../../../shared/components/page-title';
import { ViewModels } from '../../../shared/services/service-tokens';
import { UseCases } from '../../../shared/services/use-case-tokens';
import { useService } from '../../../shared/services/services-context';
import { useViewModel } from '../../../shared/view-models/use-view-model';
import { NotFoundPage } from '../../../app-shell/error/error-page';
import type { ServerLoad } from '../../../shared/ssr/page-data';
import { streamEntryFor, streamRouteFrom, type StreamEntry } from './stream-route';
import { StreamView } from './stream-view';
import { useStreamVm } from './use-stream-vm';
import { createVideoConfigVm } from '../catalogue/video-config-vm';
import styles from './stream-page.module.css';

/**
 * /stream/:mediaType?/match-show and /stream/:mediaType?/:streamplayID? (params read:
 * mediaType, streamplayID). Video plays on the page; audio is offered through the
 * floating audio player (see AudioStream for why).
 */
export default function StreamPage() {
  const params = useParams();
  const { pathname } = useLocation();
  const route = streamRouteFrom(params, pathname);
  if (!route) return <NotFoundPage />;
  return <StreamRoutePage key={`${route.mediaType}|${JSON.stringify(route.target)}`} route={route} />;
}

/**
 * On the server: a video stream address whose entry no service knows is a real 404 with the
 * catalogued 'Stream not found' (never a 200 that says so only once hydrated, which a cache would
 * keep and a search engine index). The stream service answers for an entry only with the fan's
 * token; the video configuration (the live match and its show) and the video catalogue (each
 * on-demand video is its own entry) know without one. A service that cannot answer decides
 * nothing: the page renders as before, and the stream service has the last word in the browser.
 * Access is never checked here: it is the fan's own. The thrown reason is the route error page's
 * words and the page's title (RouteErrorBoundary, the server's head).
 */
export const serverLoad: ServerLoad<null> = async ({ services, params, url }) => {
  const route = streamRouteFrom(params, url.pathname);
  if (!route) throw data(null, { status: 404 });
  const known = { seed: null };
  if (route.mediaType !== 'video' || route.target.kind !== 'entry') return known;
  const { entryId } = route.target;
  const config = await services.get(UseCases.loadVideoConfig)();
  if (!config.ok) return known;
  if (entryId === config.value.live.videoEntryId || entryId === config.value.live.matchShowEntryId) return known;
  const video = await services.get(UseCases.loadVideoDetail)(entryId);
  if (video.ok || video.error.code !== 'SERVICE.NOT_FOUND') return known;
  throw data({ code: 'STREAM.UNKNOWN_ENTRY' }, { status: 404 });
};

function StreamRoutePage({ route }: { readonly route: StreamRoute }) {
  const loadVideoConfig = useService(UseCases.loadVideoConfig);
  const vm = useViewModel(() => createVideoConfigVm({ loadVideoConfig }));
  const snap = useSnapshot(vm.state);
  if (snap.status.kind === 'not-found') return <NotFoundPage />;
  const entry = snap.config ? streamEntryFor(route, snap.config as VideoConfig) : null;
  return (
    <div className={styles.page}>
      <PageTitle title={entry?.title ?? `${site.club.videoBrand} Live`} />
      <PageHeaderStyle style={headerStyleFor('video-listing')} />
      <p className={styles.eyebrow}>
        {site.club.videoBrand} {route.mediaType === 'audio' ? 'Audio' : 'Live'}
      </p>
      {entry ? (
        entry.mediaType === 'audio' ? (
          <AudioStream entry={entry} />
        ) : (
          <VideoStream
            key={entry.entryId}
            entry={entry}
            upgrade={snap.config?.upgrade as LiveUpgradeData | undefined}
          />
        )
      ) : (
        <h1 className={styles.title}>{site.club.videoBrand} Live</h1>
      )}
      {snap.status.kind === 'loading' ? <Loading label="Loading the stream" /> : null}
      {snap.status.kind === 'error' ? <CataloguedError error={snap.status} onRetry={() => void vm.retry()} /> : null}
    </div>
  );
}

/** a live stream: its pass-required lock says what the live upgrade data says (VIDEO-3), as /live's does */
function VideoStream({ entry, upgrade }: { readonly entry: StreamEntry; readonly upgrade?: LiveUpgradeData }) {
  const stream = useStreamVm(entry);
  return (
    <>
      <h1 className={styles.title}>{entry.title}</h1>
      <StreamView vm={stream} title={entry.title} upgrade={upgrade} />
    </>
  );
}

/**
 * Audio is not played inline: 'Listen Live' opens the site's one floating audio player,
 * which checks access itself (with the audio statuses' own texts) and keeps the
 * commentary going while the fan moves around the site, where an inline player would
 * stop at the next link and could play over the floating one.
 */
function AudioStream({ entry }: { readonly entry: StreamEntry }) {
  const interfaceVm = useService(ViewModels.interfaceVm);
  const { audioPlayer } = useSnapshot(interfaceVm.state);
  const playing = audioPlayer.modalOpen && audioPlayer.entryID === entry.entryId;
  return (
    <>
      <h1 className={styles.title}>{entry.title}</h1>
      <section className={styles.audioPanel} aria-label="Live audio commentary">
        <p>
          Live audio commentary of every match, available everywhere with an audio subscription. It plays in the
          floating audio player, so you can keep browsing while you listen.
        </p>
        <ActionButton
          variant="primary-light"
          icon="Audio"
          onClick={() => interfaceVm.dispatch({ type: 'audio/open', entryID: entry.entryId, title: entry.title })}
        >
          {site.buttonLabels.listenLive}
        </ActionButton>
        <p role="status">{playing ? 'Now playing in the audio player.' : ''}</p>
      </section>
    </>
  );
}
