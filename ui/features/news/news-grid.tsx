import { useEffect, useRef } from 'react';
import type { NewsSummary } from '@core';
import { NewsCard } from './news-card';
import type { NewsLayout } from './news-href';
import styles from '../../shared/components/page.module.css';

/**
 * A grid of news cards. When "load more" appends cards, focus moves to the first
 * new card's link (`focusId`), so keyboard and screen-reader users continue
 * where the new content starts instead of being left on a button that may vanish.
 */
export function NewsGrid({ items, layout = 'site', focusId, headingLevel = 'h3', label }: {
  readonly items: readonly NewsSummary[];
  readonly layout?: NewsLayout;
  readonly focusId?: string | null;
  readonly headingLevel?: 'h2' | 'h3';
  /** the list's accessible name */
  readonly label: string;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (!focusId || !listRef.current) return;
    const card = Array.from(listRef.current.children).find((li) => (li as HTMLElement).dataset.newsId === focusId);
    card?.querySelector('a')?.focus();
  }, [focusId]);

  return (
    <ul className={styles.grid} ref={listRef} aria-label={label}>
      {items.map((item) => (
        <li key={item.id} data-news-id={item.id}>
          <NewsCard item={item} layout={layout} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
