import { useEffect, useRef, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import {
  cataloguedSentence,
  describeError,
  describeStreamAccess,
  type LiveStreamConfig,
  type StreamRefusal,
  type VideoConfig,
} from '@core';
import { AudioPlayerModal, AudioPlayerView } from './audio-player-modal';
import { ViewModels } from '../../../shared/services/service-tokens';
import { UseCases } from '../../../shared/services/use-case-tokens';
import { useService } from '../../../shared/services/services-context';
import { useViewModel } from '../../../shared/view-models/use-view-model';
import type { HlsLoader } from '../playback/attach-hls';
import { useStreamVm } from '../playback/use-stream-vm';
import { createVideoConfigVm } from '../catalogue/video-config-vm';

export interface AudioPlayerOverlayProps {
  /** tests and stories pass a fake hls.js */
  readonly loadHls?: HlsLoader;
}

/**
 * The floating audio player, open while interface state says audioPlayer.modalOpen
 * (mounted by the app lazily, only when open). It checks access for the entry with the
 * live audio entitlement and plays the commentary, or shows the audio status's text
 * and the video service's support contact. Close dispatches audio/close.
 */
export default function AudioPlayerOverlay({ loadHls }: AudioPlayerOverlayProps = {}) {
  const interfaceVm = useService(ViewModels.interfaceVm);
  const { audioPlayer } = useSnapshot(interfaceVm.state);
  if (!audioPlayer.modalOpen) return null;
  // one player per entry: a new entry starts afresh
  return (
    <ReturnFocusOnClose>
      <AudioPlayerContainer
        key={audioPlayer.entryID}
        entryID={audioPlayer.entryID}
        title={audioPlayer.currentTitle}
        loadHls={loadHls}
      />
    </ReturnFocusOnClose>
  );
}

/**
 * The floating player is non-modal (the fan keeps browsing), so it takes no focus when it
 * opens; but when it closes from inside (Close, Escape) its focused button disappears.
 * Focus then goes back to whatever opened it ('Listen Live'), as for the modals.
 */
function ReturnFocusOnClose({ children }: { readonly children: ReactNode }) {
  useEffect(() => {
    const opener =
      document.activeElement instanceof HTMLElement && document.activeElement !== document.body
        ? document.activeElement
        : null;
    return () => {
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost && opener?.isConnected) opener.focus();
    };
  }, []);
  return children;
}

function AudioPlayerContainer({
  entryID,
  title,
  loadHls,
}: {
  readonly entryID: string;
  readonly title: string;
  readonly loadHls?: HlsLoader;
}) {
  const interfaceVm = useService(ViewModels.interfaceVm);
  const loadVideoConfig = useService(UseCases.loadVideoConfig);
  const vm = useViewModel(() => createVideoConfigVm({ loadVideoConfig }));
  const snap = useSnapshot(vm.state);
  const close = () => interfaceVm.dispatch({ type: 'audio/close' });
  const config = snap.config as VideoConfig | null;
  if (config)
    return (
      <AudioStream
        entryID={entryID}
        title={title}
        live={config.live}
        support={config.support}
        onClose={close}
        loadHls={loadHls}
      />
    );
  const failed = snap.status.kind === 'error' || snap.status.kind === 'not-found';
  return (
    <AudioPlayerView
      title={title}
      state={failed ? 'error' : 'loading'}
      errorMessage={snap.status.kind === 'error' ? cataloguedSentence(describeError(snap.status)) : undefined}
      onPlay={() => {}}
      onPause={() => {}}
      onClose={close}
    />
  );
}

interface AudioStreamProps {
  readonly entryID: string;
  readonly title: string;
  readonly live: LiveStreamConfig;
  readonly support: VideoConfig['support'];
  readonly onClose: () => void;
  readonly loadHls?: HlsLoader;
}

function AudioStream({ entryID, title, live, support, onClose, loadHls }: AudioStreamProps) {
  const stream = useStreamVm({
    mediaType: 'audio',
    entryId: entryID || live.audioEntryId,
    required: live.audioRequired,
    live: true,
  });
  const { view } = useSnapshot(stream.state);
  const tracker = useService(UseCases.analytics);
  // one audio start per opening of the commentary (pausing and playing again is not a new start)
  const started = useRef(false);
  const onStarted = () => {
    if (started.current) return;
    started.current = true;
    tracker.track('audio-start');
  };
  if (view.kind === 'ready') {
    return (
      <AudioPlayerModal
        title={title}
        src={view.src}
        onClose={onClose}
        loadHls={loadHls}
        support={support}
        onMediaError={() => stream.mediaFailed()}
        onStarted={onStarted}
      />
    );
  }
  const errorMessage =
    view.kind === 'locked'
      ? cataloguedSentence(describeStreamAccess(view.refusal as StreamRefusal))
      : view.kind === 'error'
        ? cataloguedSentence(describeError(view))
        : undefined;
  return (
    <AudioPlayerView
      title={title}
      state={view.kind === 'checking' ? 'loading' : 'error'}
      errorMessage={errorMessage}
      onPlay={() => {}}
      onPause={() => {}}
      onClose={onClose}
      support={support}
    />
  );
}
