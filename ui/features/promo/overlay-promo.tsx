import { useRef } from 'react';
import type { Promo } from '@core';
import { ActionButton } from '../../shared/components/button';
import { AppLink } from '../../shared/components/app-link';
import { useFocusTrap } from '../../shared/components/focus';
import { ResponsiveImage } from '../../shared/components/responsive-image';
import styles from './overlay-promo.module.css';

export interface OverlayPromoProps {
  readonly promo: Promo;
  readonly onClose: () => void;
  /** the fan followed the promo (counted by analytics) */
  readonly onFollow?: () => void;
  /** its picture could not be loaded after all: the promo withdraws */
  readonly onImageFailed?: () => void;
}

/** The promo's picture as shown: the page's <img> and the preload ask for the same file. */
export function promoPicture(promo: Pick<Promo, 'type'>): { width: number; height: number; sizes: string } {
  return promo.type !== 'Mini'
    ? { width: 1000, height: 1000, sizes: '(min-width: 760px) 560px, 90vw' }
    : { width: 400, height: 400, sizes: '240px' };
}

/**
 * The site-wide overlay promo. Default size is a modal dialog (focus trapped,
 * Escape closes, focus returns to where it was); Mini is a small non-modal card in
 * the corner that the visitor can ignore and keep reading, so it traps nothing.
 */
export function OverlayPromo({ promo, onClose, onImageFailed, onFollow }: OverlayPromoProps) {
  const ref = useRef<HTMLDivElement>(null);
  const modal = promo.type !== 'Mini';
  useFocusTrap(ref, modal, { onEscape: onClose });
  const body = (
    <>
      <AppLink href={promo.url} newTab={promo.webNewWindow} className={styles.link} onClick={onFollow}>
        <ResponsiveImage
          imageKey={promo.imageKey}
          alt={promo.imageAltText}
          {...promoPicture(promo)}
          priority
          onFail={onImageFailed}
        />
      </AppLink>
      <ActionButton variant="primary-dark" icon="Close" small onClick={onClose} className={styles.close}>
        Close
      </ActionButton>
    </>
  );
  if (!modal) {
    return (
      <aside ref={ref} className={styles.mini} aria-label="Promotion">
        {body}
      </aside>
    );
  }
  return (
    <div className={styles.backdrop}>
      <div ref={ref} className={styles.dialog} role="dialog" aria-modal="true" aria-label="Promotion">
        {body}
      </div>
    </div>
  );
}
