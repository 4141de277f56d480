import { PURCHASE_RETURN } from '@core';

/**
 * Did the fan's new pass reach their account? `before` is what they held when the
 * refresh started, or null when that is unknown: the fan came back with a full page load
 * and the session restore itself read the fresh entitlements, so holding any counts.
 * Otherwise a pass is active when the refresh brought an entitlement not held before.
 */
export function passArrived(before: readonly string[] | null, after: readonly string[]): boolean {
  const held = after.filter((e) => e.trim() !== '');
  if (before === null) return held.length > 0;
  const old = new Set(before);
  return held.some((e) => !old.has(e));
}

/** The address without ?purchase=success (the rest of the query and the hash kept), or null when it has none. */
export function withoutPurchaseReturn(search: string): string | null {
  const params = new URLSearchParams(search);
  if (params.get(PURCHASE_RETURN.param) !== PURCHASE_RETURN.success) return null;
  params.delete(PURCHASE_RETURN.param);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
