/**
 * The deterministic PRNG (mulberry32) and string hash the match-data seeds are drawn with.
 * protocol/ imports nothing, so it cannot borrow stand-in/seed/prng.ts; the algorithm is the
 * same so a reader meets one idea twice rather than two. Math.random is never used: the squads,
 * fixtures and commentary must be identical on every machine and every run.
 */
export interface SeedPrng {
  /** a float in [0, 1) */
  next(): number;
  /** an integer in [min, max], inclusive */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** a new array, Fisher-Yates shuffled */
  shuffle<T>(items: readonly T[]): T[];
}

export function createSeedPrng(seed: number): SeedPrng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    shuffle: (items) => {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(0, i);
        [out[i], out[j]] = [out[j] as (typeof out)[number], out[i] as (typeof out)[number]];
      }
      return out;
    },
  };
}

/** FNV-1a: a stable 32-bit hash of a string, so each team's draw has its own seed. */
export function seedHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** 'Ollie O’Neill-Barr' -> 'ollie-oneill-barr': ids and addresses are ASCII kebab-case. */
export function kebab(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f'’]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}
