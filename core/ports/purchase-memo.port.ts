/**
 * What a fan held when they left for the checkout, remembered in this tab (site:
 * sessionStorage) so the page they come back to can tell whether a pass arrived: the
 * checkout's return is a full page load, which forgets everything else.
 */
export interface PendingPurchase {
  /** whose entitlements these are: a return to another account never compares with them */
  readonly ssoID: string;
  readonly entitlements: readonly string[];
  /** epoch ms of the click on Buy */
  readonly atMs: number;
}

export interface PurchaseMemo {
  /** null when nothing is remembered (or the storage cannot say: the server) */
  read(): PendingPurchase | null;
  write(pending: PendingPurchase): void;
  clear(): void;
}
