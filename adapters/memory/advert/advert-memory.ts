import { ok, type Advert, type AdvertPort } from '@core';
import { memoryBehaviour, type MemoryControls, type MemoryOptions } from '../shared/memory-behaviour';
import { memorySeed } from '../seed';

/** All adverts, eligible or not: eligibility is a core rule. */
export function createAdvertMemory(
  seed: readonly Advert[] = memorySeed.footerAdverts,
  options: MemoryOptions = {},
): AdvertPort & MemoryControls {
  const behaviour = memoryBehaviour('adverts', options);
  return { failWith: behaviour.failWith, footerAdverts: () => behaviour.respond(() => ok(seed)) };
}
