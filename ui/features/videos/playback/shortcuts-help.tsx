import { useId, useRef } from 'react';
import { ActionButton } from '../../../shared/components/button';
import { useFocusTrap } from '../../../shared/components/focus';
import styles from './video-player.module.css';

/** The player's keyboard shortcuts, as its help lists them. */
export const PLAYER_SHORTCUTS: readonly { readonly keys: readonly string[]; readonly does: string }[] = [
  { keys: ['K', 'Space'], does: 'Play or pause' },
  { keys: ['J', 'Left arrow'], does: 'Back 10 seconds' },
  { keys: ['L', 'Right arrow'], does: 'Forward 10 seconds' },
  { keys: ['M'], does: 'Mute or unmute' },
  { keys: ['F'], does: 'Full screen, or leave it' },
  { keys: ['C'], does: 'Captions on or off (on-demand videos)' },
  { keys: ['?'], does: 'This help' },
];

/**
 * The player's help: a small modal dialog over the video (inside the player, so it shows in
 * full screen too), focus held inside it while open and given back to the help button on
 * Close or Escape.
 */
export function ShortcutsHelp({ onClose }: { readonly onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(ref, true, { onEscape: onClose });
  return (
    <div className={styles.helpBackdrop}>
      <div ref={ref} role="dialog" aria-modal="true" aria-labelledby={titleId} className={styles.help}>
        <h2 id={titleId} className={styles.helpTitle}>
          Keyboard shortcuts
        </h2>
        <p>While any of the player&apos;s controls has focus:</p>
        <dl className={styles.shortcuts}>
          {PLAYER_SHORTCUTS.map((s) => (
            <div key={s.does} className={styles.shortcut}>
              <dt>
                {s.keys.map((k, i) => (
                  <span key={k}>
                    {i > 0 ? ' or ' : null}
                    <kbd>{k}</kbd>
                  </span>
                ))}
              </dt>
              <dd>{s.does}</dd>
            </div>
          ))}
        </dl>
        <p>The seek slider moves with the arrow keys too, and Home and End go to the start and the end.</p>
        <ActionButton variant="primary-light" small onClick={onClose}>
          Close
        </ActionButton>
      </div>
    </div>
  );
}
