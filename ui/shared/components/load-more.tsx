import { canLoadMore, type PagedListState } from '../view-models/paged-list-vm';
import { ActionButton } from './button';
import { CataloguedError } from './catalogued-error';
import { Loading } from './loading';
import styles from './page.module.css';

/** read-only, so a valtio snapshot fits */
type Snapshot = Pick<PagedListState<unknown, unknown>, 'status' | 'total' | 'page' | 'pageSize' | 'loadingMore'> & {
  readonly items: readonly unknown[];
};

/**
 * Under a paged grid (news, videos): the "load more" button (hidden once everything is
 * shown or while a failure waits for its retry), its progress, and, when given, a polite
 * live region saying what the last "load more" added and a failure with a retry under
 * the cards (a page that shows its errors above the list leaves `onRetry` out).
 */
export function LoadMore({
  state,
  label,
  loadingLabel,
  announcement,
  onLoadMore,
  onRetry,
}: {
  readonly state: Snapshot;
  readonly label: string;
  readonly loadingLabel: string;
  /** what the live region says; leave out when the page announces results itself */
  readonly announcement?: string;
  readonly onLoadMore: () => void;
  readonly onRetry?: () => void;
}) {
  const failed = onRetry && state.status.kind === 'error' && state.items.length > 0 ? state.status : null;
  // the button stays (disabled for AT) while loading so focus is not dropped on the floor
  const showButton = canLoadMore(state) || state.loadingMore;
  return (
    <>
      {failed && onRetry ? (
        <div className={styles.status}>
          <CataloguedError error={failed} onRetry={onRetry} />
        </div>
      ) : null}
      {state.loadingMore ? <Loading label={loadingLabel} /> : null}
      {showButton ? (
        <div className={styles.actions}>
          <ActionButton
            variant="primary-dark"
            icon="Plus"
            aria-disabled={state.loadingMore || undefined}
            onClick={() => {
              if (!state.loadingMore) onLoadMore();
            }}
          >
            {label}
          </ActionButton>
        </div>
      ) : null}
      {announcement !== undefined ? (
        <p aria-live="polite" className={styles.srOnly}>
          {announcement}
        </p>
      ) : null}
    </>
  );
}

/** What the live region says after a "load more" of articles. */
export function loadedMoreText(
  s: { readonly lastAdded: number; readonly total: number; readonly items: readonly unknown[] },
  noun: { one: string; many: string },
): string {
  if (s.lastAdded <= 0) return '';
  return `${s.lastAdded} more ${s.lastAdded === 1 ? noun.one : noun.many} loaded, showing ${s.items.length} of ${s.total}`;
}
