/**
 * The stream payments service's package list (STREAM-1, getSubscriptionPackageList of STREAM-5),
 * shared by the stand-in and the site's HTTP adapter.
 * GET {stream}/packages[?redirect_uri=] answers a JSON array of these. Each PurchaseUrl opens
 * the service's checkout page; the site appends `redirect_uri` (its own page to come back to)
 * when the list was not asked for with one.
 */
export interface SubscriptionPackageWire {
  readonly Id: string;
  readonly Title: string;
  /** HTML: the site sanitises it before rendering */
  readonly Body: string;
  /** null means monthly */
  readonly Duration: string | null;
  readonly AmountFormatted: string;
  /** absolute URL of the checkout page for this package */
  readonly PurchaseUrl: string;
}

export type SubscriptionPackageListResponse = readonly SubscriptionPackageWire[];

export const streamPackagePaths = {
  packages: '/packages',
  checkout: (packageId: string) => `/checkout/${encodeURIComponent(packageId)}`,
} as const;

/** after a payment the checkout sends the browser to redirect_uri with this query parameter */
export const PURCHASE_RETURN_PARAM = 'purchase';
export const PURCHASE_SUCCESS = 'success';
