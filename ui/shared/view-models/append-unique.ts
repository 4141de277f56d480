/**
 * Appends a page of items, skipping ids already shown. Paged lists shift when an item
 * is published between two pages, so page 2 can repeat page 1's last item.
 */
export function appendUnique<T>(
  shown: readonly T[],
  incoming: readonly T[],
  idOf: (item: T) => string = (item) => (item as { id: string }).id,
): T[] {
  const seen = new Set(shown.map(idOf));
  const added: T[] = [];
  for (const item of incoming) {
    const id = idOf(item);
    if (seen.has(id)) continue;
    seen.add(id);
    added.push(item);
  }
  return [...shown, ...added];
}
