import type { PendingPurchase, PurchaseMemo } from '@core';

/** The purchase memo held in memory (tests, stories, memory mode's server). */
export function createPurchaseMemoMemory(initial: PendingPurchase | null = null): PurchaseMemo {
  let saved = initial;
  return {
    read: () => saved,
    write: (pending) => void (saved = pending),
    clear: () => void (saved = null),
  };
}
