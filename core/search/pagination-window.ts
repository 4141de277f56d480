import { newsPaging } from '../config/site-config';

/**
 * The page numbers the search pagination shows: about `size` pages around the
 * current one (SEARCH-4), 1-based, contiguous and ascending. Near either end
 * the window slides instead of shrinking, so the bar keeps a steady width.
 * An out-of-range `page` is clamped; no pages gives an empty window.
 */
export function paginationWindow(
  page: number,
  totalPages: number,
  size: number = newsPaging.searchPaginationWindow,
): number[] {
  const total = Math.max(0, Math.floor(totalPages));
  const width = Math.min(total, Math.max(1, Math.floor(size)));
  if (total === 0) return [];
  const current = Math.min(total, Math.max(1, Math.floor(page)));
  // centre the current page (extra slot goes after it for even widths), then slide into range
  const before = Math.floor((width - 1) / 2);
  const first = Math.min(Math.max(1, current - before), total - width + 1);
  return Array.from({ length: width }, (_, i) => first + i);
}

/** How many pages `found` results make at `pageSize` per page. */
export function searchPageCount(found: number, pageSize: number = newsPaging.searchPageSize): number {
  if (pageSize <= 0) return 0;
  return Math.max(0, Math.ceil(Math.max(0, found) / pageSize));
}
