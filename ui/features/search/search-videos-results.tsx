import type { Snapshot } from 'valtio';
import { VideoResults } from '../videos/catalogue/video-results';
import type { SearchVideosState, SearchVideosVm } from './search-videos-vm';
import styles from './search-panel.module.css';

/**
 * The Videos tab's results: the catalogue's own result list (the polite count, the same
 * cards with their Free / Members / Subscribers badges, 'Load more' moving focus to the
 * first new card), except that any failure says search is unavailable, with 'Try again'.
 * Nothing is shown before a term is submitted.
 */
export function SearchVideosResults({
  snap,
  vm,
  fallbackImageKey,
}: {
  readonly snap: Snapshot<SearchVideosState>;
  readonly vm: Pick<SearchVideosVm, 'loadMore' | 'retry'>;
  /** the video service's image for a video without one */
  readonly fallbackImageKey: string;
}) {
  if (!snap.list) return null;
  return (
    <div className={styles.videoResults}>
      <VideoResults
        snap={snap.list}
        vm={vm}
        fallbackImageKey={fallbackImageKey}
        label="Video results"
        failureCode="SEARCH.UNAVAILABLE"
        headingLevel="h3"
      />
    </div>
  );
}
