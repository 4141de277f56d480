import { lazy, Suspense, useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import type { AnalyticsAction, LiveUpgradeData, StreamRefusal } from '@core';
import { newPlaybackMilestones } from '@core/analytics/playback-milestones';
import { CataloguedError } from '../../../shared/components/catalogued-error';
import { Loading } from '../../../shared/components/loading';
import { ViewModels } from '../../../shared/services/service-tokens';
import { useService } from '../../../shared/services/services-context';
import { UseCases } from '../../../shared/services/use-case-tokens';
import type { HlsLoader } from './attach-hls';
import type { PlayerMatch, ProgramTime } from './video-player';
import { DeviceLimit } from './device-limit';
import { StreamLock } from './stream-lock';
import { CanIWatchLink } from './can-i-watch-link';
import type { StreamVm } from './stream-vm';
import styles from './stream-view.module.css';

// The player (and hls.js behind it) loads only when a stream is ready to play: a fan
// who is locked out never downloads it.
const VideoPlayer = lazy(() => import('./video-player').then((m) => ({ default: m.VideoPlayer })));

export interface StreamViewProps {
  readonly vm: StreamVm;
  /** names the player for assistive technology */
  readonly title: string;
  readonly poster?: string;
  readonly autoPlay?: boolean;
  /** tests and stories pass a fake hls.js */
  readonly loadHls?: HlsLoader;
  /** the match the video is of: key moments and 'Watch from kick-off' */
  readonly match?: PlayerMatch;
  /** where the video is on the wall clock (the match centre in step with it) */
  readonly onProgramTime?: (at: ProgramTime | null) => void;
  /** the live upgrade data: what a pass-required lock says (live streams) */
  readonly upgrade?: LiveUpgradeData;
  /** where an on-demand video starts (resume); read when the player attaches */
  readonly startAt?: number;
  /** every media event's position, for the page's own use (resume keeps the place) */
  readonly onPlayback?: (at: Parameters<typeof newPlaybackMilestones>[1]) => void;
}

/** the stage as 'checking' paints it: for a page that waits on something else first (resume) */
export function CheckingStage() {
  return (
    <div className={styles.stage} data-kind="checking">
      <Loading label="Checking your access" />
    </div>
  );
}

/**
 * One video stream as the fan may see it: checking, the reason it is locked (with the
 * one next step: sign in, view packages, refresh access), the service's error, or the
 * player. Sign-in and packages go through interface state, so the account panel and
 * the packages modal open where the site mounts them.
 */
export function StreamView({
  vm,
  title,
  poster,
  autoPlay = false,
  loadHls,
  upgrade,
  startAt,
  onPlayback: onPagePlayback,
  match,
  onProgramTime,
}: StreamViewProps) {
  const snap = useSnapshot(vm.state);
  const interfaceVm = useService(ViewModels.interfaceVm);
  const preferences = useService(UseCases.playerPreferences);
  const view = snap.view;
  // a fan who holds a pass that does not open this stream is offered the upgrade promo
  // (PANEL-4): once per refusal, and closing it leaves the lock's own 'View Packages'
  const upgradeCode =
    view.kind === 'locked' && view.refusal.code === 'STREAM.NOT_SUBSCRIBED' ? view.refusal.code : null;
  useEffect(() => {
    if (upgradeCode) interfaceVm.dispatch({ type: 'upgradePromo/open' });
  }, [upgradeCode, interfaceVm]);
  // starts and progress are counted once per stream view (a fresh token does not restart them)
  const tracker = useService(UseCases.analytics);
  const reached = useRef(new Set<AnalyticsAction>());
  const live = vm.input.live;
  const onPlayback = (at: Parameters<typeof newPlaybackMilestones>[1]) => {
    onPagePlayback?.(at);
    for (const action of newPlaybackMilestones(reached.current, at, live)) {
      reached.current.add(action);
      tracker.track(action);
    }
  };
  return (
    <div className={styles.stage} data-kind={view.kind}>
      {view.kind === 'checking' ? <Loading label="Checking your access" /> : null}
      {view.kind === 'locked' ? (
        <StreamLock
          decision={view.refusal as StreamRefusal}
          ended={view.ended === true}
          onViewPackages={() => interfaceVm.dispatch({ type: 'packages/open' })}
          onRefreshAccess={() => void vm.refreshAccess()}
          refreshing={snap.refreshing}
          upgrade={upgrade}
          onPlayHere={() => vm.retry()}
          deviceSlots={<DeviceLimit onStopped={() => vm.retry()} />}
        />
      ) : null}
      {view.kind === 'error' ? (
        <div className={styles.error}>
          <CataloguedError error={{ code: view.code }} onRetry={() => vm.retry()} />
          <p className={styles.check}>
            <CanIWatchLink />
          </p>
        </div>
      ) : null}
      {view.kind === 'ready' ? (
        <Suspense fallback={<Loading label="Loading video" />}>
          <VideoPlayer
            src={view.src}
            {...(view.captionsSrc ? { captionsSrc: view.captionsSrc } : {})}
            preferences={preferences}
            {...(match ? { match } : {})}
            {...(onProgramTime ? { onProgramTime } : {})}
            title={title}
            live={vm.input.live}
            poster={poster}
            autoPlay={autoPlay}
            loadHls={loadHls}
            onMediaError={(status) => vm.mediaFailed(status)}
            startAt={startAt}
            onPlayback={onPlayback}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
