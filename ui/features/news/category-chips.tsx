import type { NewsCategory } from '@core';
import { AppLink } from '../../shared/components/app-link';
import styles from './category-chips.module.css';

/**
 * News categories as chips linking to /category/{slug}. `current` marks the chip of
 * the list being shown (aria-current) so screen readers hear where they are.
 * `showAll` adds an 'All news' chip for /news.
 */
export function CategoryChips({
  categories,
  current,
  showAll = true,
}: {
  readonly categories: readonly NewsCategory[];
  /** the current category's slug, '' for all news, undefined when none is current (home) */
  readonly current?: string;
  readonly showAll?: boolean;
}) {
  if (categories.length === 0) return null;
  const chip = (href: string, label: string, isCurrent: boolean) => (
    <li key={href}>
      <AppLink href={href} className={styles.chip} aria-current={isCurrent ? 'page' : undefined}>
        {label}
      </AppLink>
    </li>
  );
  return (
    <nav aria-label="News categories" className={styles.nav}>
      <ul className={styles.list}>
        {showAll ? chip('/news', 'All news', current === '') : null}
        {categories.map((c) => chip(`/category/${encodeURIComponent(c.slug)}`, c.title, c.slug === current))}
      </ul>
    </nav>
  );
}
