import type { NewsSummary } from '@core';
import { CardGrid } from '../../shared/components/card-grid';
import { NewsCard } from './news-card';
import type { NewsLayout } from './news-href';
import styles from '../../shared/components/page.module.css';

/** News cards in the shared card grid (focus moves to the first card "load more" added). */
export function NewsGrid({
  items,
  layout = 'site',
  focusId,
  headingLevel = 'h3',
  label,
  priorityFirst = false,
}: {
  readonly items: readonly NewsSummary[];
  readonly layout?: NewsLayout;
  readonly focusId?: string | null;
  readonly headingLevel?: 'h2' | 'h3';
  readonly label: string;
  /** the first card is above the fold (a news list's first paint): its image loads at once */
  readonly priorityFirst?: boolean;
}) {
  return (
    <CardGrid
      items={items}
      idOf={(item) => item.id}
      focusId={focusId}
      label={label}
      className={styles.grid}
      renderItem={(item, index) => (
        <NewsCard item={item} layout={layout} headingLevel={headingLevel} priority={priorityFirst && index === 0} />
      )}
    />
  );
}
