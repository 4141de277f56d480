import { useId } from 'react';
import { behindText, type KeyMoment, type LivePosition } from '@core';
import { formatMediaTime } from './format-media-time';
import { Glyph } from './player-glyphs';
import { onDemandValueText, PlayerTimeline } from './player-timeline';
import { QualityMenu } from './quality-menu';
import type { MediaState } from './use-media-state';
import styles from './video-player.module.css';

export interface VideoControlsActions {
  readonly onTogglePlay: () => void;
  readonly onToggleMute: () => void;
  /** 0..1 */
  readonly onVolume: (volume: number) => void;
  readonly onSeek: (seconds: number) => void;
  readonly onBackToLive: () => void;
  readonly onWatchFromKickOff: () => void;
  readonly onChooseQuality: (index: number | null) => void;
  readonly onToggleCaptions: () => void;
  readonly onTogglePictureInPicture: () => void;
  readonly onToggleFullscreen: () => void;
  readonly onOpenHelp: () => void;
}

/** A snapshot of the player, so the controls render the same in a story, a test and the player. */
export interface VideoControlsProps extends VideoControlsActions {
  /** where the fan is in a live stream; null on demand */
  readonly live: LivePosition | null;
  readonly media: MediaState;
  /** what the seek slider spans: the rewind window (live) or 0..duration; null until known */
  readonly range: { readonly start: number; readonly end: number } | null;
  readonly fullscreen: boolean;
  /** null: the video has no captions */
  readonly captions: { readonly showing: boolean } | null;
  readonly pictureInPictureSupported: boolean;
  readonly moments: readonly KeyMoment[];
  /** the match clock at the playhead ("67'", 'HT'), '' when no match is known */
  readonly matchClock: string;
  /** where the kick-off is in the rewind window, when the stream still holds it */
  readonly kickOffAt: number | null;
}

const toggle = (pressed: boolean) => ({ 'aria-pressed': pressed });

/**
 * The player's own controls: native buttons, a native seek slider and a native volume slider,
 * so each is keyboard-operable with no key handlers of our own (the player adds shortcuts).
 * Buttons keep their element as their name changes (Play/Pause), so focus stays where it is.
 * Live: the slider spans the rewind window; 'Live' says the fan is at the live edge and
 * becomes 'Back to live' when they are not; 'Watch from kick-off' while the window holds it.
 */
export function VideoControls(p: VideoControlsProps) {
  const statusId = useId();
  const { media, live: where, range } = p;
  const clock = p.matchClock ? `${p.matchClock}, ` : '';
  const valueText = where
    ? `${clock}${where.atLiveEdge ? 'live' : `${behindText(where.behindSeconds)} behind live`}`
    : onDemandValueText(media.currentTime, media.duration);
  return (
    <div className={styles.controlsArea}>
      {range ? (
        <div className={styles.timelineRow}>
          <PlayerTimeline
            start={range.start}
            end={range.end}
            position={media.currentTime}
            valueText={valueText}
            moments={p.moments}
            onSeek={p.onSeek}
          />
          {where ? null : (
            <span className={styles.time} aria-hidden="true">
              {formatMediaTime(media.currentTime)} / {formatMediaTime(media.duration)}
            </span>
          )}
        </div>
      ) : null}
      <div className={styles.controls}>
        <button type="button" className={styles.control} onClick={p.onTogglePlay}>
          <Glyph name={media.playing ? 'pause' : 'play'} className={styles.glyph} />
          <span className={styles.controlLabel}>{media.playing ? 'Pause' : 'Play'}</span>
        </button>
        <button type="button" className={styles.control} {...toggle(media.muted)} onClick={p.onToggleMute}>
          <Glyph name={media.muted ? 'muted' : 'volume'} className={styles.glyph} />
          <span className={styles.controlLabel}>Mute</span>
        </button>
        <input
          type="range"
          className={styles.volume}
          aria-label="Volume"
          min={0}
          max={100}
          step={5}
          value={Math.round((media.muted ? 0 : media.volume) * 100)}
          aria-valuetext={media.muted ? 'muted' : `${Math.round(media.volume * 100)}%`}
          onChange={(e) => p.onVolume(Number(e.currentTarget.value) / 100)}
        />
        {where ? (
          <>
            <button
              type="button"
              className={styles.liveButton}
              data-at-edge={where.atLiveEdge}
              aria-disabled={where.atLiveEdge}
              aria-describedby={statusId}
              onClick={() => {
                if (!where.atLiveEdge) p.onBackToLive();
              }}
            >
              <span className={styles.liveDot} aria-hidden="true" />
              {where.atLiveEdge ? 'Live' : 'Back to live'}
            </button>
            <span id={statusId} className={styles.liveStatus}>
              {p.matchClock ? <span className={styles.matchClock}>{p.matchClock}</span> : null}
              {where.atLiveEdge ? 'You are watching live' : `${behindText(where.behindSeconds)} behind live`}
            </span>
            {p.kickOffAt !== null ? (
              <button type="button" className={styles.control} onClick={p.onWatchFromKickOff}>
                <Glyph name="restart" className={styles.glyph} />
                <span className={styles.controlLabel}>Watch from kick-off</span>
              </button>
            ) : null}
          </>
        ) : null}
        <span className={styles.spacer} />
        {p.captions ? (
          <button type="button" className={styles.control} {...toggle(p.captions.showing)} onClick={p.onToggleCaptions}>
            <Glyph name="captions" className={styles.glyph} />
            <span className={styles.controlLabel}>Captions</span>
          </button>
        ) : null}
        <QualityMenu
          qualities={media.qualities}
          chosen={media.chosenQuality}
          playing={media.playingQuality}
          onChoose={p.onChooseQuality}
        />
        {p.pictureInPictureSupported ? (
          <button
            type="button"
            className={styles.control}
            {...toggle(media.pictureInPicture)}
            onClick={p.onTogglePictureInPicture}
          >
            <Glyph name="pip" className={styles.glyph} />
            <span className={styles.controlLabel}>Picture in picture</span>
          </button>
        ) : null}
        <button type="button" className={styles.control} aria-haspopup="dialog" onClick={p.onOpenHelp}>
          <Glyph name="keyboard" className={styles.glyph} />
          <span className={styles.controlLabel}>Keyboard shortcuts</span>
        </button>
        <button type="button" className={styles.control} onClick={p.onToggleFullscreen}>
          <Glyph name={p.fullscreen ? 'shrink' : 'expand'} className={styles.glyph} />
          <span className={styles.controlLabel}>{p.fullscreen ? 'Exit full screen' : 'Full screen'}</span>
        </button>
      </div>
    </div>
  );
}
