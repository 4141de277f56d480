import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Quality } from './attach-hls';
import { VisuallyHidden } from '../../../shared/components/visually-hidden';
import styles from './video-player.module.css';

export interface QualityMenuProps {
  /** highest first */
  readonly qualities: readonly Quality[];
  /** null: Auto */
  readonly chosen: number | null;
  /** the rendition playing now (shown beside Auto) */
  readonly playing: number | null;
  readonly onChoose: (index: number | null) => void;
}

/**
 * The quality menu: a menu button and a menu of radio items, Auto first, then
 * each rendition from the highest. The ARIA menu button pattern: the button opens it with
 * Enter, Space or the down arrow and the chosen item takes focus; up and down arrows, Home and
 * End move; Enter or Space chooses and closes; Escape or Tab closes; focus returns to the button.
 */
export function QualityMenu({ qualities, chosen, playing, onChoose }: QualityMenuProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const id = useId();
  const items: { index: number | null; label: string }[] = [
    { index: null, label: 'Auto' },
    ...qualities.map((q) => ({ index: q.index, label: q.label })),
  ];
  const playingLabel = qualities.find((q) => q.index === playing)?.label;
  const current =
    chosen === null
      ? `Auto${playingLabel ? ` ${playingLabel}` : ''}`
      : (items.find((i) => i.index === chosen)?.label ?? 'Auto');

  useEffect(() => {
    if (!open) return undefined;
    const checked = menu.current?.querySelector<HTMLElement>('[aria-checked="true"]');
    checked?.focus();
    const outside = (e: PointerEvent) => {
      if (!menu.current?.contains(e.target as Node) && !button.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const choose = (index: number | null) => {
    onChoose(index);
    close(true);
  };
  const onMenuKey = (e: KeyboardEvent<HTMLUListElement>) => {
    const all = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? [])];
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => all[(to + all.length) % all.length]?.focus();
    // the player's own shortcuts never act inside the menu
    e.stopPropagation();
    if (e.key === 'ArrowDown') move(at + 1);
    else if (e.key === 'ArrowUp') move(at - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(all.length - 1);
    else if (e.key === 'Escape') close(true);
    else if (e.key === 'Tab') close(false);
    else return;
    if (e.key !== 'Tab') e.preventDefault();
  };

  if (qualities.length === 0) return null;
  return (
    <div className={styles.menuAnchor}>
      <button
        ref={button}
        type="button"
        className={styles.control}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !open) {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        <VisuallyHidden>Quality:</VisuallyHidden> <span className={styles.controlText}>{current}</span>
      </button>
      {open ? (
        <ul ref={menu} id={id} role="menu" aria-label="Quality" className={styles.menu} onKeyDown={onMenuKey}>
          {items.map((item) => (
            <li
              key={item.label}
              role="menuitemradio"
              aria-checked={item.index === chosen}
              tabIndex={-1}
              className={styles.menuItem}
              onClick={() => choose(item.index)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  choose(item.index);
                }
              }}
            >
              {item.index === null && playingLabel ? `Auto (${playingLabel})` : item.label}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
