import type { Snapshot } from 'valtio';
import { site } from '@core';
import { CataloguedError } from '../../../shared/components/catalogued-error';
import { LoadMore } from '../../../shared/components/load-more';
import { Loading } from '../../../shared/components/loading';
import pageStyles from '../../../shared/components/page.module.css';
import { VideoGrid } from './video-grid';
import { resultsText, type VideoSearchState, type VideoSearchVm } from './video-search-vm';
import styles from './videos.module.css';

/**
 * A searched list of videos: the polite result count (announced after each search and
 * each "load more", never moving focus), the cards, 'Load more', and a catalogued error
 * with a retry that keeps the cards already shown.
 */
export function VideoResults({
  snap,
  vm,
  fallbackImageKey,
  label,
  failureCode,
  headingLevel = 'h2',
}: {
  readonly snap: Snapshot<VideoSearchState>;
  readonly vm: Pick<VideoSearchVm, 'loadMore' | 'retry'>;
  readonly fallbackImageKey: string;
  readonly label: string;
  /** shown for any failure instead of the service's own code (the search panel says search is unavailable) */
  readonly failureCode?: string;
  readonly headingLevel?: 'h2' | 'h3';
}) {
  const searching = snap.status.kind === 'loading';
  const status = snap.status;
  const error =
    failureCode !== undefined && (status.kind === 'error' || status.kind === 'not-found')
      ? { code: failureCode }
      : status.kind === 'error'
        ? status
        : null;
  return (
    <div className={styles.results} aria-busy={searching || undefined}>
      <p className={styles.count} aria-live="polite" aria-atomic="true">
        {resultsText(snap, site.texts.noResults)}
      </p>
      {searching ? (
        <div className={pageStyles.status}>
          <Loading label="Loading videos" />
        </div>
      ) : null}
      {error ? (
        <div className={pageStyles.status}>
          <CataloguedError error={error} onRetry={() => void vm.retry()} />
        </div>
      ) : null}
      {snap.items.length > 0 ? (
        <VideoGrid
          items={snap.items}
          fallbackImageKey={fallbackImageKey}
          focusId={snap.firstNewId}
          label={label}
          headingLevel={headingLevel}
        />
      ) : null}
      <LoadMore
        state={snap}
        label={site.buttonLabels.loadMore}
        loadingLabel="Loading more videos"
        onLoadMore={() => void vm.loadMore()}
      />
    </div>
  );
}
