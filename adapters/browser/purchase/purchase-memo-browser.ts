/**
 * The purchase memo in sessionStorage: this tab only (the checkout returns to the tab
 * that left for it), gone when the tab closes. Missing, blocked or junk storage reads as
 * "nothing remembered" (the return then says nothing), and a failed write is dropped.
 */
import type { PendingPurchase, PurchaseMemo } from '@core';
import { readStored, webStorage, writeQuietly, type WebStorage } from '../shared/web-storage';

export const PURCHASE_MEMO_KEY = 'uzfc.pending-purchase';

function parse(value: unknown): PendingPurchase | null {
  const { ssoID, entitlements, atMs } = value as Record<string, unknown>;
  if (typeof ssoID !== 'string' || typeof atMs !== 'number' || !Number.isFinite(atMs) || !Array.isArray(entitlements))
    return null;
  return {
    ssoID,
    atMs,
    entitlements: entitlements.filter((e): e is string => typeof e === 'string' && e.length <= 128),
  };
}

export function createPurchaseMemoBrowser(
  storage: () => WebStorage | null = webStorage('sessionStorage'),
): PurchaseMemo {
  return {
    read: () => readStored(storage, PURCHASE_MEMO_KEY, parse),
    write: (pending) => writeQuietly(storage, (s) => s.setItem(PURCHASE_MEMO_KEY, JSON.stringify(pending))),
    clear: () => writeQuietly(storage, (s) => s.removeItem(PURCHASE_MEMO_KEY)),
  };
}
