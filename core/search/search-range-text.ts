/**
 * The line under the search results (SEARCH-4): 'Displaying x - y of N Result(s)'.
 *
 * `start` is the 0-based offset of the first hit shown (what the search call was
 * given), `shown` how many hits came back, `found` the total the service reports.
 * The numbers are clamped so an inconsistent response (more shown than found, or
 * an offset past the end) can never print a range like '9 - 8' or '1 - 12 of 10'.
 */
export function searchRangeText(start: number, shown: number, found: number): string {
  const total = Math.max(0, Math.floor(found));
  const first = Math.max(0, Math.floor(start));
  const count = Math.max(0, Math.floor(shown));
  const last = Math.min(first + count, total);
  // nothing on this page (no hits, or an offset past the end) reads '0 - 0'
  if (last <= first) return `Displaying 0 - 0 of ${total} Result(s)`;
  return `Displaying ${first + 1} - ${last} of ${total} Result(s)`;
}
