import { useEffect, useRef } from 'react';
import { site } from '@core';
import { toastAutoClose } from '@core/shell/notification-timing';
import { Icon } from '../../shared/components/icon';
import styles from './notifications.module.css';

export interface SuccessToastProps {
  readonly message: string;
  readonly onClose: () => void;
  /** how long it stays; the site's 4 s unless a story wants longer */
  readonly durationMs?: number;
}

/**
 * 'Logged In' / 'Logged Out' (PANEL-3, ACCOUNT-6, ACCOUNT-7): a polite status in the bottom corner that
 * closes itself after 4 s. It never takes focus, so it cannot interrupt typing; the
 * close button is there for anyone who wants it gone sooner. Re-mount it (key by
 * message) to restart the timer for a new message.
 */
export function SuccessToast({ message, onClose, durationMs = site.timings.successToastMs }: SuccessToastProps) {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    const closing = toastAutoClose(durationMs).subscribe(() => close.current());
    return () => closing.unsubscribe();
  }, [durationMs]);
  return (
    <div className={styles.toast} role="status">
      <Icon name="Tick" className={styles.toastIcon} />
      <p className={styles.toastMessage}>{message}</p>
      <button type="button" className={styles.close} onClick={onClose} aria-label="Close notification">
        <Icon name="Close" />
      </button>
    </div>
  );
}
