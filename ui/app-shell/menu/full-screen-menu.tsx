import { useRef } from 'react';
import type { MenuItem, MenuLayout } from '@core';
import { AppLink } from '../../shared/components/app-link';
import { ResponsiveImage } from '../../shared/components/responsive-image';
import { useFocusTrap } from '../../shared/components/focus';
import { MAIN_MENU_ID } from '../header/primary-nav';
import styles from './full-screen-menu.module.css';

export interface FullScreenMenuProps {
  readonly open: boolean;
  readonly layout: MenuLayout;
  readonly main: readonly MenuItem[];
  readonly featured: readonly MenuItem[];
  readonly onClose: () => void;
}

/**
 * The full-screen menu: a modal dialog (focus trapped, Escape closes, focus returns to
 * the burger that opened it). The background lock comes from interface state
 * lockBackground, which the layout applies, so it is not locked twice here.
 */
export function FullScreenMenu({ open, layout, main, featured, onClose }: FullScreenMenuProps) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, open, { onEscape: onClose });
  if (!open) return null;
  return (
    <div
      ref={ref}
      id={MAIN_MENU_ID}
      role="dialog"
      aria-modal="true"
      aria-label="Main menu"
      className={styles.menu}
      data-layout={layout}
    >
      <div className={styles.bar}>
        <button type="button" className={styles.close} onClick={onClose}>
          Close
        </button>
      </div>
      <div className={styles.body}>
        <nav aria-label="Main" className={styles.main}>
          <ul>
            {main.map((item) => (
              <li key={item.link}>
                <AppLink href={item.link} newTab={item.newTab} className={styles.mainLink} onClick={onClose}>
                  {item.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        {featured.length > 0 ? (
          <nav aria-label="Featured" className={styles.featured}>
            <ul>
              {featured.map((item) => (
                <li key={item.link} className={styles.tile}>
                  <AppLink href={item.link} newTab={item.newTab} className={styles.tileLink} onClick={onClose}>
                    {item.imageKey ? (
                      <ResponsiveImage
                        imageKey={item.imageKey}
                        alt=""
                        width={400}
                        height={250}
                        fit="cover"
                        sizes="(min-width: 1024px) 25vw, 100vw"
                        className={styles.tileImage}
                      />
                    ) : null}
                    <span className={styles.tileLabel}>{item.label}</span>
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </div>
  );
}
