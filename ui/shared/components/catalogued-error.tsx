import { describeError } from '@core';
import { ActionButton } from './button';
import styles from './catalogued-error.module.css';

export interface CataloguedErrorProps {
  /** any coded error of the core: the text comes from the error catalogue */
  readonly error: { readonly code: string };
  readonly onRetry?: () => void;
}

/** Shows a coded error with its catalogued title and message, never a raw error. */
export function CataloguedError({ error, onRetry }: CataloguedErrorProps) {
  const { title, message } = describeError(error);
  return (
    <div role="alert" className={styles.error}>
      {title ? <p className={styles.title}>{title}</p> : null}
      <p className={styles.message}>{message}</p>
      {onRetry ? (
        <ActionButton variant="ghost-dark" small icon="Refresh" onClick={onRetry}>
          Try again
        </ActionButton>
      ) : null}
    </div>
  );
}
