import { ok, type HeaderSponsor, type SponsorPort, type SponsorRow } from '@core';
import { memoryBehaviour, type MemoryControls, type MemoryOptions } from '../shared/memory-behaviour';
import { memorySeed } from '../seed';

export interface SponsorSeed {
  readonly rows: readonly SponsorRow[];
  readonly header: HeaderSponsor | null;
}

const defaultSeed: SponsorSeed = { rows: memorySeed.sponsorRows, header: memorySeed.headerSponsor };

/** Unfiltered, like the service: the child-friendly and published rules belong to the core. */
export function createSponsorMemory(
  seed: SponsorSeed = defaultSeed,
  options: MemoryOptions = {},
): SponsorPort & MemoryControls {
  const behaviour = memoryBehaviour('sponsors', options);
  return {
    failWith: behaviour.failWith,
    footerRows: () => behaviour.respond(() => ok(seed.rows)),
    headerSponsor: () => behaviour.respond(() => ok(seed.header)),
  };
}
