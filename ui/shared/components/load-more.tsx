import { ActionButton } from './button';
import { CataloguedError } from './catalogued-error';
import { Loading } from './loading';
import { canLoadMore, type NewsListState } from '../../features/news/news-list-vm';
import styles from './page.module.css';

/** read-only, so a valtio snapshot fits */
type Snapshot = Pick<NewsListState, 'status' | 'total' | 'page' | 'pageSize' | 'loadingMore' | 'lastAdded'> & { readonly items: readonly unknown[] };

/**
 * Under a news grid: the "load more" button (hidden once every article is shown),
 * its progress, its failure with a retry (the cards stay), and a polite live region
 * announcing how many cards were added.
 */
export function LoadMore({ state, label, onLoadMore, onRetry }: {
  readonly state: Snapshot;
  readonly label: string;
  readonly onLoadMore: () => void;
  readonly onRetry: () => void;
}) {
  const failed = state.status.kind === 'error' && state.items.length > 0 ? state.status : null;
  // the button stays (disabled for AT) while loading so focus is not dropped on the floor
  const showButton = !failed && (canLoadMore(state) || state.loadingMore);
  const announcement = state.lastAdded > 0
    ? `${state.lastAdded} more ${state.lastAdded === 1 ? 'article' : 'articles'} loaded, showing ${state.items.length} of ${state.total}`
    : '';
  return (
    <>
      {failed ? <div className={styles.status}><CataloguedError error={failed} onRetry={onRetry} /></div> : null}
      {state.loadingMore ? <Loading label="Loading more news" /> : null}
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
      <p aria-live="polite" className={styles.srOnly}>{announcement}</p>
    </>
  );
}
