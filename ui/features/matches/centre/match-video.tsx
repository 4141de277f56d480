import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import type { LiveStreamConfig, LiveUpgradeData } from '@core';
import { liveStreamOfMatch } from '@core/video/live-stream-of-match';
import { ActionButton } from '../../../shared/components/button';
import { CataloguedError } from '../../../shared/components/catalogued-error';
import { Loading } from '../../../shared/components/loading';
import { ViewModels } from '../../../shared/services/service-tokens';
import { useService } from '../../../shared/services/services-context';
import { UseCases } from '../../../shared/services/use-case-tokens';
import { useViewModel } from '../../../shared/view-models/use-view-model';
import { createVideoConfigVm } from '../../videos/catalogue/video-config-vm';
import { StreamView } from '../../videos/playback/stream-view';
import { useStreamVm } from '../../videos/playback/use-stream-vm';
import type { PlayerMatch, ProgramTime } from '../../videos/playback/video-player';
import styles from './match-centre.module.css';

/**
 * The match's live video inside the match centre (loaded only when opened): the video
 * service's live stream of THIS match (the stream provider settings name the match it is of)
 * through the shared stream view (sign in, passes, the player); a match the settings do not
 * name says it has no live video, never plays another fixture's. When its place scrolls out
 * of view it docks to a corner (interface state matchCentre.dockedVideo).
 */
export interface MatchVideoProps {
  readonly title: string;
  readonly matchID: string;
  /** the match for the player's key moments */
  readonly match?: PlayerMatch;
  /** where the video is on the wall clock (the match centre follows it when the fan asks) */
  readonly onProgramTime?: (at: ProgramTime | null) => void;
}

export default function MatchVideo({ title, matchID, match, onProgramTime }: MatchVideoProps) {
  const loadVideoConfig = useService(UseCases.loadVideoConfig);
  const interfaceVm = useService(ViewModels.interfaceVm);
  const vm = useViewModel(() => createVideoConfigVm({ loadVideoConfig }));
  const snap = useSnapshot(vm.state);
  const ui = useSnapshot(interfaceVm.state);
  const slot = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = slot.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(([entry]) =>
      interfaceVm.dispatch({ type: 'matchCentre/dockVideo', docked: !(entry?.isIntersecting ?? true) }),
    );
    io.observe(el);
    return () => io.disconnect();
  }, [interfaceVm]);
  const configured = snap.config?.live as LiveStreamConfig | undefined;
  const live = configured && liveStreamOfMatch(configured, matchID);
  return (
    <section ref={slot} aria-label="Live video" className={styles.videoSlot}>
      <div className={styles.video} data-docked={ui.matchCentre.dockedVideo}>
        <div className={styles.videoBar}>
          <span>Live video</span>
          <ActionButton
            variant="ghost-light"
            small
            icon="Close"
            onClick={() => interfaceVm.dispatch({ type: 'matchCentre/closeVideo' })}
          >
            Close video
          </ActionButton>
        </div>
        {live ? (
          <LiveStream
            key={live.videoEntryId}
            live={live}
            upgrade={snap.config?.upgrade as LiveUpgradeData | undefined}
            title={title}
            match={match}
            onProgramTime={onProgramTime}
          />
        ) : null}
        {configured && !live ? (
          <p role="status" className={styles.noVideo}>
            {noLiveVideo}
          </p>
        ) : null}
        {snap.status.kind === 'loading' ? <Loading label="Loading video" /> : null}
        {snap.status.kind === 'error' ? <CataloguedError error={snap.status} onRetry={() => void vm.retry()} /> : null}
      </div>
    </section>
  );
}

export const noLiveVideo = 'There is no live video of this match.';

/** its lock says what the live upgrade data says (VIDEO-3), as /live's does */
function LiveStream({
  live,
  upgrade,
  title,
  match,
  onProgramTime,
}: {
  readonly live: LiveStreamConfig;
  readonly upgrade?: LiveUpgradeData;
  readonly title: string;
} & Pick<MatchVideoProps, 'match' | 'onProgramTime'>) {
  const stream = useStreamVm({
    mediaType: 'video',
    entryId: live.videoEntryId,
    required: live.videoRequired,
    live: true,
  });
  return (
    <StreamView
      vm={stream}
      title={title}
      autoPlay
      upgrade={upgrade}
      {...(match ? { match } : {})}
      {...(onProgramTime ? { onProgramTime } : {})}
    />
  );
}
