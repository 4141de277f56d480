/** after a payment the checkout sends the fan back with ?purchase=success (protocol/stream/packages-wire.ts) */
export const PURCHASE_RETURN = { param: 'purchase', success: 'success' } as const;

/**
 * The address of a plan's checkout with the page to come back to. The stream service's
 * PurchaseUrl is the checkout page; the site adds redirect_uri: the page the fan is on,
 * with ?purchase=success so the site knows to refresh entitlements. Only a same-origin
 * return is ever sent (the checkout refuses others too), and an existing purchase
 * parameter is replaced, never repeated. A PurchaseUrl that is not an http(s) address
 * is null: the UI then offers no Buy link rather than a broken or script one.
 */
export function purchaseHref(purchaseUrl: string, currentHref: string, siteOrigin: string): string | null {
  let checkout: URL;
  let back: URL;
  try {
    checkout = new URL(purchaseUrl);
    back = new URL(currentHref, siteOrigin);
  } catch {
    return null;
  }
  if (checkout.protocol !== 'https:' && checkout.protocol !== 'http:') return null;
  if (back.origin !== new URL(siteOrigin).origin) back = new URL('/', siteOrigin);
  back.hash = '';
  back.searchParams.set(PURCHASE_RETURN.param, PURCHASE_RETURN.success);
  checkout.searchParams.set('redirect_uri', back.href);
  return checkout.href;
}
