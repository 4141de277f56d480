import { formatDate, monthName, site } from '@core';
import type { NewsListFilter } from './news-list-vm';

/**
 * The h1 (and <title>) of a news list: 'News', a category's title, or the archive's
 * date ('News from 2025', 'News from August 2025', 'News from 14 Aug 2025'; the day
 * uses the web settings' date format, 'D MMM YYYY'). The route has already validated the date.
 */
export function newsListTitle(
  filter: NewsListFilter,
  categoryTitle?: string,
  dateFormat: string = site.dateFormats.date,
): string {
  if (filter.category !== undefined) return categoryTitle ?? 'News';
  if (filter.year === undefined) return 'News';
  if (filter.month === undefined) return `News from ${filter.year}`;
  if (filter.day === undefined) return `News from ${monthName(filter.month)} ${filter.year}`;
  // noon UTC is the same calendar day in London all year round
  const iso = `${String(filter.year).padStart(4, '0')}-${String(filter.month).padStart(2, '0')}-${String(filter.day).padStart(2, '0')}T12:00:00Z`;
  return `News from ${formatDate(iso, dateFormat)}`;
}
