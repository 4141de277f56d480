import { useParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { describeError, headerStyleFor, site, type VideoSummary } from '@core';
import { CataloguedError } from '../../../shared/components/catalogued-error';
import { Loading } from '../../../shared/components/loading';
import { PageHeaderStyle } from '../../../shared/components/page-header-style';
import { PageTitle } from '../../../shared/components/page-title';
import { NewsDate } from '../../news/news-date';
import { Services } from '../../../shared/services/service-tokens';
import { useService } from '../../../shared/services/services-context';
import { UseCases } from '../../../shared/services/use-case-tokens';
import { useViewModel } from '../../../shared/view-models/use-view-model';
import { ErrorPage } from '../../../app-shell/error/error-page';
import { formatMediaTime } from './format-media-time';
import { CheckingStage, StreamView } from './stream-view';
import { useStreamVm } from './use-stream-vm';
import { useResume } from './use-resume';
import { createVideoDetailVm } from './video-detail-vm';
import styles from './stream-page.module.css';

/**
 * /videos/:videoID and /videos/player/:slug? (params read: videoID, slug). The player
 * route with no slug plays the newest video. One view model per id (keyed).
 */
export default function VideoDetailPage() {
  const { videoID, slug } = useParams();
  const id = videoID ?? slug ?? null;
  return <VideoDetail key={id ?? '(newest)'} videoID={id} />;
}

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
  const images = useService(Services.images);
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
