/**
 * How much of a long commentary the page holds: the newest entries only, and earlier ones when the
 * fan asks for them. A live match's commentary grows past a thousand lines; a list that long makes
 * every new line cost the browser more than a frame to lay out and paint, while a fan reads the
 * newest. What the fan has revealed stays revealed as new entries arrive.
 */
export const COMMENTARY_PAGE = 50;

export interface CommentaryWindow<T> {
  readonly shown: readonly T[];
  /** entries older than the window, not in the page */
  readonly hidden: number;
}

/**
 * `entries` newest first; `earliest` null shows the newest `page` (the window slides as entries
 * arrive), a sequence shows every entry from it on (what the fan asked for, plus whatever comes).
 */
export function commentaryWindow<T extends { readonly sequence: number }>(
  entries: readonly T[],
  earliest: number | null,
  page = COMMENTARY_PAGE,
): CommentaryWindow<T> {
  const shown = earliest === null ? entries.slice(0, page) : entries.filter((e) => e.sequence >= earliest);
  return { shown, hidden: entries.length - shown.length };
}

/** the next page back: the new `earliest`, and the first newly shown entry (where focus goes) */
export function earlierPage<T extends { readonly sequence: number }>(
  entries: readonly T[],
  shownCount: number,
  page = COMMENTARY_PAGE,
): { readonly earliest: number; readonly first: number } | null {
  const first = entries[shownCount];
  if (!first) return null;
  return { earliest: entries[Math.min(entries.length, shownCount + page) - 1]!.sequence, first: first.sequence };
}
