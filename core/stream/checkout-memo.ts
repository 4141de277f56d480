import type { Clock } from '../ports/clock.port';
import type { PurchaseMemo } from '../ports/purchase-memo.port';
import { entitlementsBeforeCheckout } from './purchase-return';

/** What the return from the checkout knows of the fan before it. */
export interface CheckoutReturn {
  /** a click on Buy in this tab was remembered (whoever made it) */
  readonly remembered: boolean;
  /** what this fan held before the checkout, when that is known; null otherwise */
  readonly before: readonly string[] | null;
}

/**
 * The click on Buy and the return from the checkout, a full page load apart: the click
 * remembers what the fan holds, the return takes it back once (a later visit to the
 * address is not this purchase) to tell whether a pass arrived.
 */
export interface CheckoutMemo {
  rememberCheckout(fan: { readonly ssoID: string; readonly entitlements: readonly string[] }): void;
  /** `fan` null: the fan came back signed out; `seenOnPage`: what the page showed before the refresh */
  takeReturn(fan: { readonly ssoID: string } | null, seenOnPage: readonly string[] | null): CheckoutReturn;
}

export function makeCheckoutMemo({ memo, clock }: { memo: PurchaseMemo; clock: Clock }): CheckoutMemo {
  return {
    rememberCheckout: (fan) => memo.write({ ssoID: fan.ssoID, entitlements: [...fan.entitlements], atMs: clock.now() }),
    takeReturn(fan, seenOnPage) {
      const pending = memo.read();
      memo.clear();
      return {
        remembered: pending !== null,
        before: fan ? entitlementsBeforeCheckout(pending, { ssoID: fan.ssoID, nowMs: clock.now() }, seenOnPage) : null,
      };
    },
  };
}
