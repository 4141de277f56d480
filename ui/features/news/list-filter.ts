import { parseNewsRoute, type NewsRoute } from '@core';
import type { NewsListFilter } from './news-list-vm';

/** The list a parsed /news route asks for (date parts only when present), or null. */
export function filterFromNewsRoute(route: NewsRoute): NewsListFilter | null {
  if (route.kind === 'listing') return {};
  if (route.kind !== 'archive') return null;
  return {
    year: route.year,
    ...(route.month !== undefined ? { month: route.month } : {}),
    ...(route.day !== undefined ? { day: route.day } : {}),
  };
}

/**
 * What a list route shows: /category/:category? filters by category (none = all
 * news); date parts without a slug are an archive, validated by parseNewsRoute.
 * null means the route is not a list (a 404 there).
 */
export function listFilterFromParams(p: {
  category?: string;
  year?: string;
  month?: string;
  day?: string;
  slug?: string;
}): NewsListFilter | null {
  if (p.category !== undefined) return { category: p.category };
  return filterFromNewsRoute(parseNewsRoute(p));
}
