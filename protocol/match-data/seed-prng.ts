/**
 * The deterministic draws of the match-data seeds. Math.random is never used: the squads,
 * fixtures and commentary must be identical on every machine and every run.
 */
import { createPrng, hashString, type Prng } from '../shared/prng';

/** The match-data seeds draw with protocol/shared/prng.ts (the news seed's mulberry32). */
export type SeedPrng = Prng;
export const createSeedPrng: (seed: number) => SeedPrng = createPrng;

/** FNV-1a: a stable 32-bit hash of a string, so each team's draw has its own seed. */
export const seedHash: (text: string) => number = hashString;

/** 'Ollie O’Neill-Barr' -> 'ollie-oneill-barr': ids and addresses are ASCII kebab-case. */
export function kebab(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f'’]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
