import { ok, type Promo, type PromoPort, type SeenPromosStore } from '@core';
import { memoryBehaviour, type MemoryControls, type MemoryOptions } from '../shared/memory-behaviour';
import { memorySeed } from '../seed';

/** All promos, active or not: choosing one is a core rule. */
export function createPromoMemory(
  seed: readonly Promo[] = memorySeed.promos,
  options: MemoryOptions = {},
): PromoPort & MemoryControls {
  const behaviour = memoryBehaviour('promo-overlays', options);
  return { failWith: behaviour.failWith, overlays: () => behaviour.respond(() => ok(seed)) };
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
