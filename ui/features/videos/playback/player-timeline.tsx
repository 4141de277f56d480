import type { KeyMoment } from '@core';
import { formatMediaTime } from './format-media-time';
import styles from './player-timeline.module.css';

export interface PlayerTimelineProps {
  /** seconds: the start and the end of what can be played (a live window, or 0..duration) */
  readonly start: number;
  readonly end: number;
  readonly position: number;
  /** what a screen reader says of the position: '2:05 of 10:00', "67', 2 min 5 s behind live" */
  readonly valueText: string;
  /** the key moments' places, drawn on the track (choosing one is in the key moments bar) */
  readonly moments: readonly KeyMoment[];
  readonly onSeek: (seconds: number) => void;
}

const percent = (x: number, start: number, end: number) =>
  end > start ? Math.min(100, Math.max(0, ((x - start) / (end - start)) * 100)) : 0;

/**
 * The seek slider: a native range input (arrow keys, Home, End, Page Up and Down with no key
 * handlers of our own), over the whole of an on-demand video or a live stream's rewind
 * window, with the key moments marked where they happened. The marks are decoration for the
 * eye (aria-hidden): the key moments bar below names each one and plays it.
 */
export function PlayerTimeline({ start, end, position, valueText, moments, onSeek }: PlayerTimelineProps) {
  const min = Math.floor(start);
  const max = Math.max(min, Math.floor(end));
  return (
    <div className={styles.timeline}>
      <input
        type="range"
        className={styles.seek}
        aria-label="Seek"
        min={min}
        max={max}
        step={1}
        value={Math.min(max, Math.max(min, Math.floor(position)))}
        aria-valuetext={valueText}
        onChange={(e) => onSeek(Number(e.currentTarget.value))}
      />
      {moments.length > 0 ? (
        <span className={styles.marks} aria-hidden="true">
          {moments.map((m) => (
            <span
              key={m.sequence}
              className={styles.mark}
              data-kind={m.kind}
              style={{ left: `${percent(m.position, min, max)}%` }}
              title={`${m.clock} ${m.title}`}
            />
          ))}
        </span>
      ) : null}
    </div>
  );
}

/** '2:05 of 10:00' */
export const onDemandValueText = (position: number, duration: number) =>
  `${formatMediaTime(position)} of ${formatMediaTime(duration)}`;
