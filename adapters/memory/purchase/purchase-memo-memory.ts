import type { PendingPurchase, PurchaseMemo } from '@core';
import { createMemorySlot } from '../shared/memory-slot';

/** The purchase memo held in memory (tests, stories, memory mode's server). */
export function createPurchaseMemoMemory(initial: PendingPurchase | null = null): PurchaseMemo {
  return createMemorySlot(initial);
}
