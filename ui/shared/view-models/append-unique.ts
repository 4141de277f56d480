/**
 * Appends a page of items, skipping ids already shown. Paged news shifts when an
 * article is published between two pages, so page 2 can repeat page 1's last item.
 */
export function appendUnique<T extends { readonly id: string }>(shown: readonly T[], incoming: readonly T[]): T[] {
  const seen = new Set(shown.map((item) => item.id));
  const added: T[] = [];
  for (const item of incoming) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    added.push(item);
  }
  return [...shown, ...added];
}
