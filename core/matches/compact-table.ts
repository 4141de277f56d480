/**
 * The compact table beside the fixtures and in the match centre: a few rows around the club,
 * as league sites show them. The window is `size` consecutive places with the club's row as
 * near the middle as the table allows; the top of the table when the club has no row.
 */
export function compactWindow<R extends { readonly isClub: boolean }>(rows: readonly R[], size = 5): R[] {
  if (rows.length <= size) return [...rows];
  const club = rows.findIndex((r) => r.isClub);
  if (club < 0) return rows.slice(0, size);
  const start = Math.min(Math.max(0, club - Math.floor(size / 2)), rows.length - size);
  return rows.slice(start, start + size);
}
