/**
 * A league's season as a real fixture list: every team meets every other twice, home and
 * away (a double round robin by the circle method: one team stays put, the others rotate). With
 * an odd number of teams one team rests each round. The same order is kept in the second half
 * with home and away swapped, so each pair meets once at each ground.
 */

export interface LeaguePairing {
  /** 0-based round */
  readonly round: number;
  readonly homeID: string;
  readonly awayID: string;
}

const REST = '';

/** the rounds of a double round robin over `teamIDs` (2n - 2 rounds, or 2n with a rest) */
export function doubleRoundRobin(teamIDs: readonly string[]): LeaguePairing[][] {
  const slots = teamIDs.length % 2 === 0 ? [...teamIDs] : [...teamIDs, REST];
  const n = slots.length;
  if (n < 2) return [];
  const half: LeaguePairing[][] = [];
  let ring = slots.slice(1);
  for (let round = 0; round < n - 1; round++) {
    const order = [slots[0] as string, ...ring];
    const pairings: LeaguePairing[] = [];
    for (let i = 0; i < n / 2; i++) {
      const a = order[i] as string;
      const b = order[n - 1 - i] as string;
      if (a === REST || b === REST) continue;
      // the fixed team alternates home and away; the others by the side of the circle they are on
      const aHome = i === 0 ? round % 2 === 0 : i % 2 === 1;
      pairings.push({ round, homeID: aHome ? a : b, awayID: aHome ? b : a });
    }
    half.push(pairings);
    ring = [ring[ring.length - 1] as string, ...ring.slice(0, -1)];
  }
  const second = half.map((pairings, r) =>
    pairings.map((p) => ({ round: r + n - 1, homeID: p.awayID, awayID: p.homeID })),
  );
  return [...half, ...second];
}
