import { useRef, useState, type KeyboardEvent } from 'react';
import { spokenClock, type KeyMoment } from '@core';
import { VisuallyHidden } from '../../../shared/components/visually-hidden';
import styles from './key-moments-bar.module.css';

export interface KeyMomentsBarProps {
  /** in video order */
  readonly moments: readonly KeyMoment[];
  readonly onChoose: (moment: KeyMoment) => void;
}

/**
 * The key moments as one toolbar under the player: one Tab stop, the arrow keys,
 * Home and End move between moments, Enter or Space plays one from a few seconds before it.
 * Each button says what, when, for whom and who; the player announces the jump.
 */
export function KeyMomentsBar({ moments, onChoose }: KeyMomentsBarProps) {
  const [active, setActive] = useState(0);
  const bar = useRef<HTMLDivElement>(null);
  const current = Math.min(active, moments.length - 1);
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowDown: current + 1,
      ArrowLeft: current - 1,
      ArrowUp: current - 1,
      Home: 0,
      End: moments.length - 1,
    };
    const to = moves[e.key];
    if (to === undefined) return;
    // the player's own arrow keys (seek) never act inside the bar
    e.preventDefault();
    e.stopPropagation();
    const next = Math.min(moments.length - 1, Math.max(0, to));
    setActive(next);
    bar.current?.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  };
  if (moments.length === 0) return null;
  return (
    <div ref={bar} role="toolbar" aria-label="Key moments" className={styles.bar} onKeyDown={onKey}>
      {moments.map((m, i) => (
        <button
          key={m.sequence}
          type="button"
          className={styles.moment}
          data-kind={m.kind}
          tabIndex={i === current ? 0 : -1}
          onFocus={() => setActive(i)}
          onClick={() => onChoose(m)}
        >
          {/* seen: "23' Goal UZFC"; heard: "Goal, 23 minutes, UZFC, Sam Reed" */}
          <span className={styles.clock} aria-hidden="true">
            {m.clock}
          </span>
          <span>{m.title}</span>
          {spokenClock(m.clock) ? <VisuallyHidden>, {spokenClock(m.clock)}</VisuallyHidden> : null}
          {m.team ? (
            <span className={styles.team}>
              <VisuallyHidden>,</VisuallyHidden> {m.team}
            </span>
          ) : null}
          {m.player ? <VisuallyHidden>, {m.player}</VisuallyHidden> : null}
        </button>
      ))}
    </div>
  );
}
