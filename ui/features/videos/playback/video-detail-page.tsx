import { data, useParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { Ports, describeError, headerStyleFor, site, type VideoSummary } from '@core';
import { CataloguedError } from '../../../shared/components/catalogued-error';
import { Loading } from '../../../shared/components/loading';
import { PageHeaderStyle } from '../../../shared/components/page-header-style';
import { PageTitle } from '../../../shared/components/page-title';
import { NewsDate } from '../../news/news-date';

import { useService } from '../../../shared/services/services-context';
import { UseCases } from '../../../shared/services/use-case-tokens';
import { useViewModel } from '../../../shared/view-models/use-view-model';
import type { ServerLoad } from '../../../shared/ssr/page-data';
import { ErrorPage } from '../../../app-shell/error/error-page';
import { formatMediaTime } from './format-media-time';
import { CheckingStage, StreamView } from './stream-view';
import { useStreamVm } from './use-stream-vm';
import { useResume } from './use-resume';
import { createVideoDetailVm } from './video-detail-vm';
import styles from './stream-page.module.css';

/** the video a detail address names: /videos/:videoID, /videos/player/:slug, or null (the newest) */
const videoIdOf = (params: Readonly<Record<string, string | undefined>>): string | null =>
  params.videoID ?? params.slug ?? null;

/**
 * /videos/:videoID and /videos/player/:slug? (params read: videoID, slug). The player
 * route with no slug plays the newest video. One view model per id (keyed).
 */
export default function VideoDetailPage() {
  const id = videoIdOf(useParams());
  return <VideoDetail key={id ?? '(newest)'} videoID={id} />;
}

/**
 * On the server: an address naming no video is a real 404 (never a 200 that says so once
 * hydrated, which a cache would keep and a search engine index); a video that exists gives
 * the page its title. The player itself loads in the browser, as before (playback is the fan's).
 */
export const serverLoad: ServerLoad<null> = async ({ services, params, url }) => {
  const found = await services.get(UseCases.loadVideoDetail)(videoIdOf(params));
  if (!found.ok && found.error.code === 'SERVICE.NOT_FOUND') throw data(null, { status: 404 });
  if (!found.ok) return { seed: null };
  const video = found.value;
  return {
    seed: null,
    head: {
      title: video.title,
      ...(video.description ? { description: video.description } : {}),
      canonicalPath: url.pathname,
      type: 'video.other',
    },
  };
};

function VideoDetail({ videoID }: { readonly videoID: string | null }) {
  const loadVideoDetail = useService(UseCases.loadVideoDetail);
  const vm = useViewModel(() => createVideoDetailVm({ loadVideoDetail, videoID }));
  const snap = useSnapshot(vm.state);
  if (snap.status.kind === 'not-found')
    return <ErrorPage status={404} message={describeError({ code: 'VIDEO.NOT_FOUND' }).message} />;
  const found = snap.video as VideoSummary | null;
  return (
    <div className={styles.page}>
      <PageTitle title={found?.title ?? site.club.videoBrand} />
      <PageHeaderStyle style={headerStyleFor('video-listing')} />
      <p className={styles.eyebrow}>{site.club.videoBrand}</p>
      {found ? (
        <VideoOnDemand key={found.videoID} video={found} />
      ) : (
        <h1 className={styles.title}>{site.club.videoBrand}</h1>
      )}
      {snap.status.kind === 'loading' ? <Loading label="Loading video" /> : null}
      {snap.status.kind === 'error' ? <CataloguedError error={snap.status} onRetry={() => void vm.retry()} /> : null}
    </div>
  );
}

function VideoOnDemand({ video }: { readonly video: VideoSummary }) {
  const images = useService(Ports.images);
  const stream = useStreamVm({ mediaType: 'video', entryId: video.entryId, required: video.required, live: false });
  const poster = video.imageKey ? images.url(video.imageKey, 1400, 788, 'cover') : undefined;
  const resume = useResume(video.entryId);
  const place = useSnapshot(resume.vm.state);
  return (
    <>
      <h1 className={styles.title}>{video.title}</h1>
      <p className={styles.meta}>
        <NewsDate iso={video.releaseFrom} />
        <span>
          <span className={styles.srOnly}>Duration </span>
          {formatMediaTime(video.durationSeconds)}
        </span>
        {video.required === null ? <span>Free to watch</span> : null}
      </p>
      {/* the player waits for the fan's place (a moment) so it starts there, never jumps later */}
      {resume.accountKnown && place.status !== 'loading' ? (
        <StreamView
          key={place.status}
          vm={stream}
          title={video.title}
          poster={poster}
          startAt={place.startAt}
          onPlayback={(at) => resume.vm.playback(at)}
        />
      ) : (
        <CheckingStage />
      )}
      <p role="status" className={styles.resumeNote}>
        {place.note}
      </p>
      {video.description ? <p className={styles.description}>{video.description}</p> : null}
    </>
  );
}
