import { useEffect, useRef, useState } from 'react';
import { site } from '@core';
import { errorCountdown } from '@core/shell/notification-timing';
import { Icon } from '../../shared/components/icon';
import { VisuallyHidden } from '../../shared/components/visually-hidden';
import styles from './notifications.module.css';

export interface ErrorBannerProps {
  readonly title: string;
  readonly message: string;
  /** dispatches errorNotification/clear: by the close button or when the countdown ends */
  readonly onClear: () => void;
  readonly countdownMs?: number;
}

/**
 * The error notification (PANEL-4): title and message in an alert, a close
 * button, and a visible countdown after which it clears itself. Remaining time is
 * measured against the clock, not by counting ticks, because background tabs
 * throttle timers. The countdown sits outside the alert so screen readers hear the
 * error once, not every second. The timing rule is core's errorCountdown (marble-tested).
 */
export function ErrorBanner({
  title,
  message,
  onClear,
  countdownMs = site.timings.errorCountdownMs,
}: ErrorBannerProps) {
  const clear = useRef(onClear);
  useEffect(() => {
    clear.current = onClear;
  });
  const [left, setLeft] = useState(() => Math.ceil(countdownMs / 1000));
  useEffect(() => {
    const counting = errorCountdown(countdownMs).subscribe((seconds) =>
      seconds > 0 ? setLeft(seconds) : clear.current(),
    );
    return () => counting.unsubscribe();
  }, [countdownMs]);
  const total = Math.ceil(countdownMs / 1000);
  return (
    <div className={styles.banner}>
      <div role="alert" className={styles.bannerText}>
        <p className={styles.bannerTitle}>{title}</p>
        <p className={styles.bannerMessage}>{message}</p>
      </div>
      <p className={styles.countdown}>
        <span aria-hidden="true">Closes in {left} s</span>
        <VisuallyHidden>This message closes by itself after {total} seconds.</VisuallyHidden>
      </p>
      <button type="button" className={styles.close} onClick={onClear} aria-label="Close error message">
        <Icon name="Close" />
      </button>
      <span className={styles.countdownBar} aria-hidden="true" style={{ animationDuration: `${countdownMs}ms` }} />
    </div>
  );
}
