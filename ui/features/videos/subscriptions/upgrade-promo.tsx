import { useId, useRef } from 'react';
import { site } from '@core';
import { defaultUpgradeNotice, type UpgradeNotice } from '@core/settings/upgrade-notice';
import { ActionButton } from '../../../shared/components/button';
import { useFocusTrap } from '../../../shared/components/focus';
import { Icon } from '../../../shared/components/icon';
import styles from './upgrade-promo.module.css';

export interface UpgradePromoProps {
  /** 'View Packages': the wiring opens the packages, which also closes this promo (packages/open) */
  readonly onLearnMore: () => void;
  /** dismisses the promo (upgradePromo/close) */
  readonly onClose: () => void;
  /** its title and text: the web settings' upgrade notice (upgradeNoticeOf) */
  readonly notice?: UpgradeNotice;
}

/** The upgrade promo overlay (PANEL-5, ACCESS-3): the upgrade notice with learn-more and close. */
export function UpgradePromo({ onLearnMore, onClose, notice = defaultUpgradeNotice }: UpgradePromoProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const textId = useId();
  useFocusTrap(ref, true, { onEscape: onClose });
  return (
    <div className={styles.backdrop}>
      <div
        ref={ref}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
      >
        <Icon name="Padlock" className={styles.icon} />
        <h2 id={titleId} className={styles.title}>
          {notice.title}
        </h2>
        <p id={textId} className={styles.text}>
          {notice.text}
        </p>
        <div className={styles.actions}>
          <ActionButton variant="primary-light" icon="Chevrons" onClick={onLearnMore}>
            {site.buttonLabels.viewPackages}
          </ActionButton>
          <ActionButton variant="ghost-light" icon="Close" onClick={onClose}>
            Close
          </ActionButton>
        </div>
      </div>
    </div>
  );
}
