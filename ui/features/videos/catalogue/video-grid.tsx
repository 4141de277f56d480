import { useEffect, useRef } from 'react';
import type { VideoSummary } from '@core';
import { VideoCard } from './video-card';
import styles from './videos.module.css';

/**
 * A grid of video cards. When "load more" appends cards, focus moves to the first new
 * card's link (`focusId`), so keyboard users continue where the new videos start.
 * Applying filters never sets focusId: the result count is announced instead.
 */
export function VideoGrid({ items, fallbackImageKey, focusId, label, headingLevel = 'h3' }: {
  readonly items: readonly VideoSummary[];
  readonly fallbackImageKey: string;
  readonly focusId?: string | null;
  /** the list's accessible name */
  readonly label: string;
  readonly headingLevel?: 'h2' | 'h3';
}) {
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (!focusId || !listRef.current) return;
    const li = Array.from(listRef.current.children).find((el) => (el as HTMLElement).dataset.videoId === focusId);
    li?.querySelector('a')?.focus();
  }, [focusId]);
  return (
    <ul className={styles.grid} ref={listRef} aria-label={label}>
      {items.map((v) => (
        <li key={v.videoID} data-video-id={v.videoID}>
          <VideoCard video={v} fallbackImageKey={fallbackImageKey} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
