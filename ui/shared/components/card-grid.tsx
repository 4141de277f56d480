import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A list of cards (news, videos). When "load more" appends cards, focus moves to the
 * first new card's link (`focusId`), so keyboard and screen-reader users continue where
 * the new content starts instead of being left on a button that may vanish. Applying
 * filters never sets focusId: the result count is announced instead.
 */
export function CardGrid<T>({
  items,
  idOf,
  renderItem,
  focusId,
  label,
  className,
}: {
  readonly items: readonly T[];
  readonly idOf: (item: T) => string;
  readonly renderItem: (item: T, index: number) => ReactNode;
  readonly focusId?: string | null;
  /** the list's accessible name */
  readonly label: string;
  /** the grid's columns (news and videos lay out differently) */
  readonly className?: string;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (!focusId || !listRef.current) return;
    const li = Array.from(listRef.current.children).find((el) => (el as HTMLElement).dataset.itemId === focusId);
    li?.querySelector('a')?.focus();
  }, [focusId]);
  return (
    <ul className={className} ref={listRef} aria-label={label}>
      {items.map((item, index) => {
        const id = idOf(item);
        return (
          <li key={id} data-item-id={id}>
            {renderItem(item, index)}
          </li>
        );
      })}
    </ul>
  );
}
