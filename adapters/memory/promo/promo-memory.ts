import { ok, systemClock, type Clock, type Promo, type PromoPort, type SeenPromosStore } from '@core';
import { memoryBehaviour, type MemoryControls, type MemoryOptions } from '../shared/memory-behaviour';
import { memoryPromos } from '../seed';

/**
 * All promos, active or not: choosing one is a core rule. Without a seed, the shared seed's
 * promos as the service answers them at the clock's now.
 */
export function createPromoMemory(
  seed?: readonly Promo[],
  options: MemoryOptions & { readonly clock?: Clock } = {},
): PromoPort & MemoryControls {
  const behaviour = memoryBehaviour('promo-overlays', options);
  const clock = options.clock ?? systemClock;
  return {
    failWith: behaviour.failWith,
    overlays: () => behaviour.respond(() => ok(seed ?? memoryPromos(clock.now()))),
  };
}

/** The seen-list without a cookie; `initial` lets a story start with promos already seen. */
export function createSeenPromosMemory(
  initial: readonly string[] = [],
): SeenPromosStore & { readonly seen: ReadonlySet<string> } {
  const seen = new Set(initial);
  return {
    seen,
    read: () => new Set(seen),
    add: (promoID) => void seen.add(promoID),
  };
}
