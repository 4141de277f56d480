import { useEffect, useId, useRef, useState } from 'react';
import { site } from '@core';
import { ActionButton } from '../../../shared/components/button';
import { Icon } from '../../../shared/components/icon';
import { attachHls, type HlsLoader } from '../playback/attach-hls';
import styles from './audio-player-modal.module.css';

export type AudioPlayerState = 'loading' | 'playing' | 'paused' | 'error';

export interface AudioPlayerViewProps {
  readonly title: string;
  readonly state: AudioPlayerState;
  /** an access refusal's text (describeStreamAccess) or a playback failure; shown in the error box */
  readonly errorMessage?: string;
  readonly onPlay: () => void;
  readonly onPause: () => void;
  readonly onClose: () => void;
  /** the video service's support contact (VideoConfig.support); defaults to the club's support address */
  readonly support?: { readonly label: string; readonly href: string };
}

const defaultSupport = {
  label: `${site.club.videoBrand} support (${site.club.supportEmail})`,
  href: `mailto:${site.club.supportEmail}`,
};

/**
 * The floating audio player (AUDIO-1). It is a
 * non-modal dialog: the fan keeps reading the page while listening, so it traps no
 * focus and hides nothing; Escape inside it still closes it. The playing background
 * animates only when motion is allowed (see the CSS).
 */
export function AudioPlayerView({
  title,
  state,
  errorMessage,
  onPlay,
  onPause,
  onClose,
  support = defaultSupport,
}: AudioPlayerViewProps) {
  const titleId = useId();
  return (
    // Escape is a convenience on top of the Close button, which stays the keyboard path
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      className={styles.player}
      data-state={state}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onClose();
        }
      }}
    >
      <div className={styles.background} aria-hidden="true" />
      <div className={styles.header}>
        <Icon name="Audio" className={styles.icon} />
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} onClick={onClose}>
          <Icon name="Close" title="Close" />
        </button>
      </div>
      <p className={styles.status} role="status">
        {state === 'playing' ? 'Playing' : state === 'paused' ? 'Paused' : state === 'loading' ? 'Loading…' : ''}
      </p>
      {state === 'error' ? (
        <div role="alert" className={styles.errorBox}>
          <p>{errorMessage ?? 'Sorry, the audio commentary could not be played.'}</p>
          <p>
            If this keeps happening, please contact <a href={support.href}>{support.label}</a>.
          </p>
        </div>
      ) : (
        <div className={styles.actions}>
          <ActionButton
            variant="primary-light"
            small
            onClick={onPlay}
            disabled={state === 'playing' || state === 'loading'}
          >
            Play
          </ActionButton>
          <ActionButton variant="ghost-light" small onClick={onPause} disabled={state !== 'playing'}>
            Pause
          </ActionButton>
        </div>
      )}
    </div>
  );
}

export interface AudioPlayerModalProps {
  readonly title: string;
  /** the live commentary's HLS playlist; null while access is refused (then errorMessage says why) */
  readonly src: string | null;
  readonly errorMessage?: string;
  readonly onClose: () => void;
  /** tests and stories pass a fake hls.js; defaults to the dynamic import */
  readonly loadHls?: HlsLoader;
  readonly support?: AudioPlayerViewProps['support'];
  /** a fatal media error (often an expired token): the stream view model fetches a fresh src */
  readonly onMediaError?: () => void;
  /** the commentary began playing (analytics counts the first time) */
  readonly onStarted?: () => void;
}

/** The audio player with its <audio> element attached through the shared HLS helper. */
export function AudioPlayerModal({
  title,
  src,
  errorMessage,
  onClose,
  loadHls,
  support,
  onMediaError,
  onStarted,
}: AudioPlayerModalProps) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const onMediaErrorRef = useRef(onMediaError);
  useEffect(() => {
    onMediaErrorRef.current = onMediaError;
  });

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio || !src) return;
    let cancelled = false;
    let attachment: { destroy(): void } | null = null;
    const fail = () => {
      if (cancelled) return;
      setFailedSrc(src);
      onMediaErrorRef.current?.();
    };
    void attachHls(audio, src, { live: true, loadHls, onFatal: fail }, () => cancelled).then((a) => {
      if (cancelled) {
        a.destroy();
        return;
      }
      attachment = a;
      // 'Listen Live' was the fan's own press, so starting the commentary is expected
      audio.play()?.catch(() => {});
    });
    return () => {
      cancelled = true;
      attachment?.destroy();
    };
  }, [src, loadHls]);

  const state: AudioPlayerState = src === null || failedSrc === src ? 'error' : playing ? 'playing' : 'paused';
  return (
    <>
      {/* live commentary has no caption track from the service; the <audio> is never shown */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio
        ref={audioRef}
        onPlay={() => {
          setPlaying(true);
          onStarted?.();
        }}
        onPause={() => setPlaying(false)}
        onError={() => {
          setFailedSrc(src);
          onMediaError?.();
        }}
      />
      <AudioPlayerView
        title={title}
        state={state}
        errorMessage={errorMessage}
        onPlay={() => audioRef.current?.play()?.catch(() => {})}
        onPause={() => audioRef.current?.pause()}
        onClose={onClose}
        support={support}
      />
    </>
  );
}
