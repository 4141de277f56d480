import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  kickOffPosition,
  keyMoments,
  livePosition,
  videoMatchTime,
  wallAtPosition,
  type KeyMoment,
  type MatchEvent,
  type PlayerPreferencesSettings,
} from '@core';
import type { PlaybackPoint } from '@core/analytics/playback-milestones';
import { ActionButton } from '../../../shared/components/button';
import { Loading } from '../../../shared/components/loading';
import { attachHls, type HlsAttachment, type HlsLoader } from './attach-hls';
import { useReducedMotion } from '../../../shared/components/use-reduced-motion';
import { KeyMomentsBar } from './key-moments-bar';
import { playerShortcuts } from './player-shortcuts';
import { ShortcutsHelp } from './shortcuts-help';
import { useMediaState } from './use-media-state';
import { VideoControls } from './video-controls';
import styles from './video-player.module.css';

/** The match a video is of: its key moments go on the timeline, and a live one can be watched from kick-off. */
export interface PlayerMatch {
  /** the feed's timeline, as the fan may see it (masked already when they hide scores) */
  readonly timeline: readonly MatchEvent[];
  readonly kickOffIso: string;
  readonly teams: { readonly home: string; readonly away: string };
  readonly names?: ReadonlyMap<string, string>;
}

/** where the video is on the wall clock, for the match centre in step with it */
export interface ProgramTime {
  readonly wallMs: number;
  readonly atLiveEdge: boolean;
}

export interface VideoPlayerProps {
  /** the HLS playlist (with its playback token) */
  readonly src: string;
  /** names the player for assistive technology */
  readonly title: string;
  readonly live: boolean;
  readonly poster?: string;
  /** WebVTT captions (on-demand videos); a captions button when they load */
  readonly captionsSrc?: string;
  /** start playing once attached; ignored under reduced motion (the device's or the accessibility settings') */
  readonly autoPlay?: boolean;
  /** the fan's remembered choices (captions, volume, muted); without it nothing is remembered */
  readonly preferences?: PlayerPreferencesSettings;
  /** the match this video is of: key moments, 'Watch from kick-off' */
  readonly match?: PlayerMatch;
  /** tests and stories pass a fake hls.js; defaults to the dynamic import */
  readonly loadHls?: HlsLoader;
  /**
   * A fatal media error (network gone, the playback token expired, the pass ended), with the
   * HTTP status of the request that failed when there was one. The stream view model asks the
   * stream service again: a fresh token arrives as a new `src` (the player re-attaches on its
   * own and, for on-demand video, resumes where the fan was), a refusal as its message.
   */
  readonly onMediaError?: (status?: number) => void;
  /** where playback is, at each of the media element's events (analytics counts starts and progress from it) */
  readonly onPlayback?: (at: PlaybackPoint) => void;
  /** where the video is on the wall clock as it plays (null: the stream does not say) */
  readonly onProgramTime?: (at: ProgramTime | null) => void;
  /** on-demand: where to start (the resume point); read once, when the stream first attaches */
  readonly startAt?: number;
}

/** a <track>'s captions shown or hidden (its TextTrack; none before the element exists) */
function showTrack(el: HTMLTrackElement | null, showing: boolean): void {
  if (el?.track) el.track.mode = showing ? 'showing' : 'hidden';
}

const pictureInPictureSupported = () => typeof document !== 'undefined' && document.pictureInPictureEnabled === true;

/**
 * The HLS video player (hls.js, or the browser's own HLS where it has it). The
 * <video> has no native controls: ours are labelled and the same in every browser, with
 * keyboard shortcuts on the whole player (player-shortcuts.ts) and a help that lists them.
 * Each attempt (first load or Retry) is keyed, so a failure or readiness from an old
 * attempt never leaks into the new one and no state is reset inside an effect.
 */
export function VideoPlayer({
  src,
  title,
  live,
  poster,
  captionsSrc,
  autoPlay = false,
  preferences,
  match,
  loadHls,
  onMediaError,
  onPlayback,
  onProgramTime,
  startAt = 0,
}: VideoPlayerProps) {
  const frameRef = useRef<HTMLElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const trackRef = useRef<HTMLTrackElement>(null);
  const reducedMotion = useReducedMotion();
  const [attempt, setAttempt] = useState(0);
  const attemptKey = `${attempt}|${src}`;
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const [readyKey, setReadyKey] = useState<string | null>(null);
  const [attached, setAttached] = useState<{ key: string; attachment: HlsAttachment } | null>(null);
  const attachment = attached?.key === attemptKey ? attached.attachment : null;
  const media = useMediaState(videoRef, attachment, attemptKey);
  const [fullscreen, setFullscreen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [captionsShowing, setCaptionsShowing] = useState(() => preferences?.read().captions ?? false);
  const [captionsFailed, setCaptionsFailed] = useState<string | null>(null);
  const [pipSupported] = useState(pictureInPictureSupported);
  const helpButton = useRef<HTMLElement | null>(null);
  const shouldAutoPlay = autoPlay && !reducedMotion;
  // read at attach time only: toggling reduced motion must not reload the stream
  const autoPlayRef = useRef(shouldAutoPlay);
  const onMediaErrorRef = useRef(onMediaError);
  const preferencesRef = useRef(preferences);
  useEffect(() => {
    autoPlayRef.current = shouldAutoPlay;
    onMediaErrorRef.current = onMediaError;
    preferencesRef.current = preferences;
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
    let attachment: HlsAttachment | null = null;
    const key = attemptKey;
    resumeRef.current = live ? 0 : positionRef.current;
    // the fan's remembered volume before a single sample plays
    const remembered = preferencesRef.current?.read();
    if (remembered) {
      video.volume = remembered.volume;
      video.muted = remembered.muted;
    }
    const fail = (_reason: unknown, status?: number) => {
      if (cancelled) return;
      setFailedKey(key);
      onMediaErrorRef.current?.(status);
    };
    void attachHls(video, src, { live, loadHls, onFatal: fail }, () => cancelled).then((a) => {
      if (cancelled) {
        a.destroy();
        return;
      }
      attachment = a;
      setAttached({ key, attachment: a });
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

  // captions: the track shows or hides as the fan chose (a track that failed to load offers nothing)
  const captionsAvailable = !!captionsSrc && captionsFailed !== captionsSrc;
  useEffect(() => {
    const el = trackRef.current;
    if (!el || !captionsSrc) return undefined;
    const failed = () => setCaptionsFailed(captionsSrc);
    el.addEventListener('error', failed);
    return () => el.removeEventListener('error', failed);
  }, [captionsSrc]);
  useEffect(() => {
    showTrack(trackRef.current, captionsAvailable && captionsShowing);
  }, [captionsAvailable, captionsShowing, captionsSrc]);

  // the match on the video's timeline: one rule maps its events to positions (core/match-video)
  const time = useMemo(
    () => (match && media.anchor ? videoMatchTime(match.timeline, media.anchor, match.kickOffIso) : null),
    [match, media.anchor],
  );
  const range = live
    ? media.seekable && { start: media.seekable.start, end: media.liveEdge ?? media.seekable.end }
    : Number.isFinite(media.duration) && media.duration > 0
      ? { start: 0, end: media.duration }
      : null;
  // whole seconds: the window slides every segment, the moments need not be rebuilt every frame
  const rangeStart = Math.floor(range?.start ?? 0);
  const rangeEnd = Math.floor(range?.end ?? 0);
  const moments = useMemo(
    () =>
      time && match && rangeEnd > rangeStart
        ? keyMoments({
            timeline: match.timeline,
            time,
            window: { start: rangeStart, end: rangeEnd },
            teams: match.teams,
            ...(match.names ? { names: match.names } : {}),
          })
        : [],
    [time, match, rangeStart, rangeEnd],
  );
  const kickOffAt = live && time && range ? kickOffPosition(time, range) : null;
  const matchClock = time ? time.clockAt(media.currentTime) : '';

  const where = live ? livePosition(media.currentTime, media.liveEdge ?? media.seekable?.end ?? null) : null;
  // where the video is on the wall clock, for the match centre in step with it
  const atLiveEdge = where?.atLiveEdge ?? false;
  const wallMs = media.anchor ? Math.floor(wallAtPosition(media.anchor, media.currentTime)) : null;
  useEffect(() => {
    onProgramTime?.(wallMs === null ? null : { wallMs, atLiveEdge });
  }, [onProgramTime, wallMs, atLiveEdge]);
  useEffect(() => () => onProgramTime?.(null), [onProgramTime]);

  const failed = failedKey === attemptKey;
  const ready = readyKey === attemptKey;
  const report = () => {
    const v = videoRef.current;
    if (!v) return;
    if (v.currentTime > 0) positionRef.current = v.currentTime;
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
    report();
  };
  const retry = () => setAttempt((n) => n + 1);

  const video = () => videoRef.current;
  const play = (v: HTMLVideoElement) => {
    autoStartedRef.current = false;
    v.play()?.catch(() => {});
  };
  const seek = (seconds: number) => {
    const v = video();
    if (!v || !range) return;
    v.currentTime = Math.min(range.end, Math.max(range.start, seconds));
  };
  const remember = (change: Parameters<PlayerPreferencesSettings['update']>[0]) => preferences?.update(change);
  const actions = {
    onTogglePlay: () => {
      const v = video();
      if (!v) return;
      if (v.paused) play(v);
      else {
        autoStartedRef.current = false;
        v.pause();
      }
    },
    onToggleMute: () => {
      const v = video();
      if (!v) return;
      v.muted = !v.muted;
      remember({ muted: v.muted });
    },
    onVolume: (volume: number) => {
      const v = video();
      if (!v) return;
      v.volume = volume;
      v.muted = volume === 0;
      remember({ volume, muted: v.muted });
    },
    onSeek: seek,
    onBackToLive: () => {
      const v = video();
      const edge = attachment?.liveEdge() ?? media.seekable?.end;
      if (!v || edge === undefined || edge === null) return;
      v.currentTime = edge;
      if (v.paused) play(v);
      setAnnouncement('Watching live');
    },
    onWatchFromKickOff: () => {
      const v = video();
      if (!v || kickOffAt === null) return;
      v.currentTime = kickOffAt;
      if (v.paused) play(v);
      setAnnouncement('Playing from kick-off');
    },
    onChooseQuality: (index: number | null) => {
      attachment?.chooseQuality(index);
      const label = media.qualities.find((q) => q.index === index)?.label;
      setAnnouncement(`Quality: ${label ?? 'Auto'}`);
    },
    onToggleCaptions: () => {
      const next = !captionsShowing;
      setCaptionsShowing(next);
      remember({ captions: next });
      setAnnouncement(next ? 'Captions on' : 'Captions off');
    },
    onTogglePictureInPicture: () => {
      const v = video();
      if (!v) return;
      if (document.pictureInPictureElement) void document.exitPictureInPicture?.().catch(() => {});
      else void v.requestPictureInPicture?.().catch(() => {});
    },
    onToggleFullscreen: () => {
      if (document.fullscreenElement) void document.exitFullscreen?.();
      else void frameRef.current?.requestFullscreen?.();
    },
    onOpenHelp: () => {
      helpButton.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setHelpOpen(true);
    },
  };
  const chooseMoment = (m: KeyMoment) => {
    const v = video();
    if (!v) return;
    v.currentTime = m.startAt;
    if (v.paused) play(v);
    setAnnouncement(`Playing from just before: ${m.label}`);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) =>
    playerShortcuts({
      togglePlay: actions.onTogglePlay,
      seekBy: (s) => seek((video()?.currentTime ?? 0) + s),
      toggleMute: actions.onToggleMute,
      toggleFullscreen: actions.onToggleFullscreen,
      ...(captionsAvailable ? { toggleCaptions: actions.onToggleCaptions } : {}),
      openHelp: actions.onOpenHelp,
    })(e);

  return (
    // the shortcuts act while focus is on one of the player's controls (keyboard-only users reach them by Tab)
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      ref={frameRef}
      className={styles.player}
      aria-label={title}
      data-state={failed ? 'error' : ready ? 'ready' : 'loading'}
      onKeyDown={onKeyDown}
    >
      <div className={styles.stage}>
        {/* on-demand videos carry their captions track; the live stream has none to offer */}
        {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
        <video
          ref={videoRef}
          className={styles.video}
          poster={poster}
          playsInline
          // captions are fetched from the stream service, another origin: CORS, no credentials
          crossOrigin={captionsSrc ? 'anonymous' : undefined}
          onLoadedMetadata={markReady}
          onCanPlay={markReady}
          onPlay={report}
          onPause={report}
          onTimeUpdate={report}
          onDurationChange={report}
          onEnded={report}
          onError={() => {
            setFailedKey(attemptKey);
            onMediaError?.();
          }}
        >
          {captionsSrc ? <track ref={trackRef} kind="captions" src={captionsSrc} srcLang="en" label="English" /> : null}
        </video>
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
      </div>
      <VideoControls
        live={where}
        media={media}
        range={range}
        fullscreen={fullscreen}
        captions={captionsAvailable ? { showing: captionsShowing } : null}
        pictureInPictureSupported={pipSupported}
        moments={moments}
        matchClock={matchClock}
        kickOffAt={kickOffAt}
        {...actions}
      />
      <KeyMomentsBar moments={moments} onChoose={chooseMoment} />
      <p role="status" className={styles.srOnly}>
        {announcement}
      </p>
      {helpOpen ? (
        <ShortcutsHelp
          onClose={() => {
            setHelpOpen(false);
            helpButton.current?.focus();
          }}
        />
      ) : null}
    </section>
  );
}
