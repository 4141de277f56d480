import { describeError } from '@core';
import styles from './service-trouble-text.module.css';

/** The catalogued outage message ('AUTH.UNAVAILABLE'): the session is kept and the site keeps trying. */
export function ServiceTroubleText({ className }: { readonly className?: string }) {
  const { title, message } = describeError({ code: 'AUTH.UNAVAILABLE' });
  return (
    <span className={className}>
      <strong className={styles.title}>{title}</strong> {message}
    </span>
  );
}
