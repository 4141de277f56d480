/**
 * The stream service returns a user's entitlements as one comma-separated
 * CustomerEntitlements value (STREAM-4). Pieces are trimmed, blanks dropped (a
 * trailing comma or an empty value must not count as an entitlement, or an empty string
 * could unlock a misconfigured stream) and duplicates removed, keeping first-seen order
 * so the list is stable for display and comparison.
 */
export function parseEntitlements(customerEntitlements: string | null | undefined): readonly string[] {
  if (!customerEntitlements) return [];
  const seen = new Set<string>();
  for (const piece of customerEntitlements.split(',')) {
    const entitlement = piece.trim();
    if (entitlement !== '') seen.add(entitlement);
  }
  return [...seen];
}
