import { useEffect, useRef, useState } from 'react';
import type { PlaybackPoint } from '@core/analytics/playback-milestones';
import { ActionButton } from '../../../shared/components/button';
import { Loading } from '../../../shared/components/loading';
import { attachHls, type HlsLoader } from './attach-hls';
import { useReducedMotion } from '../../../shared/components/use-reduced-motion';
import { VideoControls } from './video-controls';
import styles from './video-player.module.css';

export interface VideoPlayerProps {
  /** the HLS playlist (with its playback token) */
  readonly src: string;
  /** names the player for assistive technology */
  readonly title: string;
  readonly live: boolean;
  readonly poster?: string;
  /** start playing once attached; ignored under reduced motion (the device's or the accessibility settings') */
  readonly autoPlay?: boolean;
  /** tests and stories pass a fake hls.js; defaults to the dynamic import */
  readonly loadHls?: HlsLoader;
  /**
   * A fatal media error (network gone, or the playback token expired). The stream view
   * model fetches a fresh token, which arrives as a new `src`: the player re-attaches on
   * its own and, for on-demand video, resumes where the fan was.
   */
  readonly onMediaError?: () => void;
  /** where playback is, at each of the media element's events (analytics counts starts and progress from it) */
  readonly onPlayback?: (at: PlaybackPoint) => void;
  /** on-demand: where to start (resume, issue 23); read once, when the stream first attaches */
  readonly startAt?: number;
}

const NOT_PLAYING = { playing: false, muted: false, currentTime: 0, duration: Number.NaN };

/**
 * The HLS video player (hls.js, or the browser's own HLS where it has it). The
 * <video> has no native controls: ours are labelled and the same in every browser.
 * Each attempt (first load or Retry) is keyed, so a failure or readiness from an old
 * attempt never leaks into the new one and no state is reset inside an effect.
 */
export function VideoPlayer({
  src,
  title,
  live,
  poster,
  autoPlay = false,
  loadHls,
  onMediaError,
  onPlayback,
  startAt = 0,
}: VideoPlayerProps) {
  const frameRef = useRef<HTMLElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const reducedMotion = useReducedMotion();
  const [attempt, setAttempt] = useState(0);
  const attemptKey = `${attempt}|${src}`;
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const [readyKey, setReadyKey] = useState<string | null>(null);
  const [media, setMedia] = useState(NOT_PLAYING);
  const [fullscreen, setFullscreen] = useState(false);
  const shouldAutoPlay = autoPlay && !reducedMotion;
  // read at attach time only: toggling reduced motion must not reload the stream
  const autoPlayRef = useRef(shouldAutoPlay);
  const onMediaErrorRef = useRef(onMediaError);
  useEffect(() => {
    autoPlayRef.current = shouldAutoPlay;
    onMediaErrorRef.current = onMediaError;
  });
  // a video that started on its own stops when the fan pauses motion; one they started stays theirs
  const autoStartedRef = useRef(false);
  useEffect(() => {
    if (!reducedMotion || !autoStartedRef.current) return;
    autoStartedRef.current = false;
    videoRef.current?.pause();
  }, [reducedMotion]);
  // where an on-demand video was when its stream was re-attached (fresh token or Retry); resume starts it
  const positionRef = useRef(startAt);
  const resumeRef = useRef(0);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let cancelled = false;
    let attachment: { destroy(): void } | null = null;
    const key = attemptKey;
    resumeRef.current = live ? 0 : positionRef.current;
    const fail = () => {
      if (cancelled) return;
      setFailedKey(key);
      onMediaErrorRef.current?.();
    };
    void attachHls(video, src, { live, loadHls, onFatal: fail }, () => cancelled).then((a) => {
      if (cancelled) {
        a.destroy();
        return;
      }
      attachment = a;
      // autoplay may be refused by the browser's policy: the fan can still press Play
      if (!autoPlayRef.current) return;
      autoStartedRef.current = true;
      video.play()?.catch(() => {});
    });
    return () => {
      cancelled = true;
      attachment?.destroy();
    };
  }, [attemptKey, src, live, loadHls]);

  useEffect(() => {
    const onChange = () =>
      setFullscreen(document.fullscreenElement != null && document.fullscreenElement === frameRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const failed = failedKey === attemptKey;
  const ready = readyKey === attemptKey;
  const sync = () => {
    const v = videoRef.current;
    if (!v) return;
    if (v.currentTime > 0) positionRef.current = v.currentTime;
    setMedia({ playing: !v.paused, muted: v.muted, currentTime: v.currentTime, duration: v.duration });
    onPlayback?.({ playing: !v.paused, currentTime: v.currentTime, duration: v.duration, ended: v.ended });
  };
  const markReady = () => {
    const v = videoRef.current;
    if (v && resumeRef.current > 0) {
      const at = resumeRef.current;
      resumeRef.current = 0;
      v.currentTime = at;
    }
    setReadyKey(attemptKey);
    sync();
  };
  const retry = () => {
    setMedia(NOT_PLAYING);
    setAttempt((n) => n + 1);
  };

  const togglePlay = () => {
    const v = videoRef.current;
    if (!v) return;
    autoStartedRef.current = false;
    if (v.paused) v.play()?.catch(() => {});
    else v.pause();
  };
  const toggleMute = () => {
    const v = videoRef.current;
    if (v) v.muted = !v.muted;
  };
  const seek = (seconds: number) => {
    const v = videoRef.current;
    if (v) v.currentTime = seconds;
  };
  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen?.();
    else void frameRef.current?.requestFullscreen?.();
  };

  return (
    <section
      ref={frameRef}
      className={styles.player}
      aria-label={title}
      data-state={failed ? 'error' : ready ? 'ready' : 'loading'}
    >
      {/* captions come with the stream's own subtitle tracks when the service provides them */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video
        ref={videoRef}
        className={styles.video}
        poster={poster}
        playsInline
        onLoadedMetadata={markReady}
        onCanPlay={markReady}
        onPlay={sync}
        onPause={sync}
        onTimeUpdate={sync}
        onDurationChange={sync}
        onVolumeChange={sync}
        onEnded={sync}
        onError={() => {
          setFailedKey(attemptKey);
          onMediaError?.();
        }}
      />
      {failed ? (
        <div className={styles.overlay}>
          <div role="alert" className={styles.error}>
            <p>Sorry, this video could not be played. Check your connection and try again.</p>
            <ActionButton variant="primary-light" small icon="Refresh" onClick={retry}>
              Retry
            </ActionButton>
          </div>
        </div>
      ) : !ready ? (
        <div className={styles.overlay}>
          <Loading label="Loading video" />
        </div>
      ) : null}
      <VideoControls
        live={live}
        {...media}
        fullscreen={fullscreen}
        onTogglePlay={togglePlay}
        onToggleMute={toggleMute}
        onSeek={seek}
        onToggleFullscreen={toggleFullscreen}
      />
    </section>
  );
}
