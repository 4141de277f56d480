import { ok, systemClock, type Advert, type AdvertPort, type Clock } from '@core';
import { memoryBehaviour, type MemoryControls, type MemoryOptions } from '../shared/memory-behaviour';
import { memoryFooterAdverts } from '../seed';

/**
 * All adverts, eligible or not: eligibility is a core rule. Without a seed, the shared seed's
 * adverts as the service answers them at the clock's now (their windows move with the day).
 */
export function createAdvertMemory(
  seed?: readonly Advert[],
  options: MemoryOptions & { readonly clock?: Clock } = {},
): AdvertPort & MemoryControls {
  const behaviour = memoryBehaviour('adverts', options);
  const clock = options.clock ?? systemClock;
  return {
    failWith: behaviour.failWith,
    footerAdverts: () => behaviour.respond(() => ok(seed ?? memoryFooterAdverts(clock.now()))),
  };
}
