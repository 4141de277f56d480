import { formatMediaTime } from './format-media-time';
import { Glyph } from './player-glyphs';
import styles from './video-player.module.css';

/** A snapshot of the media element, so the controls render the same in a story, a test and the player. */
export interface VideoControlsState {
  readonly live: boolean;
  readonly playing: boolean;
  readonly muted: boolean;
  /** seconds */
  readonly currentTime: number;
  /** seconds; NaN or Infinity until known (and for live) */
  readonly duration: number;
  readonly fullscreen: boolean;
}

export interface VideoControlsProps extends VideoControlsState {
  readonly onTogglePlay: () => void;
  readonly onToggleMute: () => void;
  readonly onSeek: (seconds: number) => void;
  readonly onToggleFullscreen: () => void;
}

/**
 * The player's own controls: native buttons and a native range input, so each is
 * keyboard-operable (Tab, Space/Enter, arrow keys on the slider) with no key handlers of
 * our own. Play/Pause changes its name with the state; Mute is a toggle (aria-pressed).
 * Live streams have no seek slider (the window slides) but a 'Live' badge instead.
 */
export function VideoControls(p: VideoControlsProps) {
  const seekable = !p.live && Number.isFinite(p.duration) && p.duration > 0;
  return (
    <div className={styles.controls}>
      <button type="button" className={styles.control} onClick={p.onTogglePlay}>
        <Glyph name={p.playing ? 'pause' : 'play'} className={styles.glyph} />
        <span className={styles.controlLabel}>{p.playing ? 'Pause' : 'Play'}</span>
      </button>
      <button type="button" className={styles.control} aria-pressed={p.muted} onClick={p.onToggleMute}>
        <Glyph name={p.muted ? 'muted' : 'volume'} className={styles.glyph} />
        <span className={styles.controlLabel}>Mute</span>
      </button>
      {p.live ? <span className={styles.liveBadge}>Live</span> : null}
      {seekable ? (
        <>
          <input
            type="range"
            className={styles.seek}
            aria-label="Seek"
            min={0}
            max={Math.floor(p.duration)}
            step={1}
            value={Math.min(Math.floor(p.currentTime), Math.floor(p.duration))}
            aria-valuetext={`${formatMediaTime(p.currentTime)} of ${formatMediaTime(p.duration)}`}
            onChange={(e) => p.onSeek(Number(e.currentTarget.value))}
          />
          <span className={styles.time} aria-hidden="true">
            {formatMediaTime(p.currentTime)} / {formatMediaTime(p.duration)}
          </span>
        </>
      ) : (
        <span className={styles.spacer} />
      )}
      <button type="button" className={styles.control} onClick={p.onToggleFullscreen}>
        <Glyph name={p.fullscreen ? 'shrink' : 'expand'} className={styles.glyph} />
        <span className={styles.controlLabel}>{p.fullscreen ? 'Exit full screen' : 'Full screen'}</span>
      </button>
    </div>
  );
}
