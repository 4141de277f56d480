import styles from './loading.module.css';

/** A polite status with a spinner; the spinner stops under prefers-reduced-motion. */
export function Loading({ label }: { readonly label: string }) {
  return (
    <div role="status" className={styles.loading}>
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
    </div>
  );
}
