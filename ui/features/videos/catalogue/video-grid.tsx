import type { VideoSummary } from '@core';
import { CardGrid } from '../../../shared/components/card-grid';
import { VideoCard } from './video-card';
import styles from './videos.module.css';

/** Video cards in the shared card grid (focus moves to the first card "load more" added). */
export function VideoGrid({
  items,
  fallbackImageKey,
  focusId,
  label,
  headingLevel = 'h3',
}: {
  readonly items: readonly VideoSummary[];
  readonly fallbackImageKey: string;
  readonly focusId?: string | null;
  readonly label: string;
  readonly headingLevel?: 'h2' | 'h3';
}) {
  return (
    <CardGrid
      items={items}
      idOf={(v) => v.videoID}
      focusId={focusId}
      label={label}
      className={styles.grid}
      renderItem={(v) => <VideoCard video={v} fallbackImageKey={fallbackImageKey} headingLevel={headingLevel} />}
    />
  );
}
