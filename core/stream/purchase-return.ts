import { purchaseReturn } from '../config/site-config';
import type { PendingPurchase } from '../ports/purchase-memo.port';

/**
 * The purchase return (?purchase=success) is only an address: anyone can open it. So
 * the fan is thanked only when the site can see the pass arrive, i.e. when it knows
 * what the fan held before the checkout and a new entitlement is there now.
 *
 * - 'pass-active': a new entitlement arrived: thank the fan.
 * - 'not-arrived': the fan left for the checkout from here and nothing new is there
 *   (yet): say so honestly, with a way to check again; no thanks.
 * - 'unknown': nothing says this fan went to a checkout (a shared or typed address, a
 *   guest): nothing is said.
 */
export type PurchaseReturnOutcome = 'pass-active' | 'not-arrived' | 'unknown';

/**
 * What the fan held before the checkout, when it is known: remembered at the click on
 * Buy (this fan, recently), or seen on the page itself when the return happened without
 * a page load. Otherwise null.
 */
export function entitlementsBeforeCheckout(
  memo: PendingPurchase | null,
  fan: { readonly ssoID: string; readonly nowMs: number },
  seenOnPage: readonly string[] | null,
): readonly string[] | null {
  const fresh =
    memo !== null &&
    memo.ssoID === fan.ssoID &&
    fan.nowMs - memo.atMs >= 0 &&
    fan.nowMs - memo.atMs <= purchaseReturn.memoMaxAgeMs;
  return fresh ? memo.entitlements : seenOnPage;
}

export function purchaseReturnOutcome(
  before: readonly string[] | null,
  after: readonly string[],
): PurchaseReturnOutcome {
  if (before === null) return 'unknown';
  const held = new Set(before.map((e) => e.trim()));
  return after.some((e) => e.trim() !== '' && !held.has(e.trim())) ? 'pass-active' : 'not-arrived';
}
