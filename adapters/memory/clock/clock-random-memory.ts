import type { Clock, Random } from '@core';
import { memorySeedNowMs } from '../seed';

/** A clock that only moves when told: tests and stories see the same "now". */
export function createFixedClock(
  startMs: number = memorySeedNowMs,
): Clock & { set(ms: number): void; advance(ms: number): void } {
  let now = startMs;
  return { now: () => now, set: (ms) => void (now = ms), advance: (ms) => void (now += ms) };
}

/** A deterministic Random (a small linear congruential generator), never Math.random. */
export function createSeededRandom(seed = 20_252_026): Random {
  let state = seed >>> 0 || 1;
  return {
    int(min, max) {
      state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
      const lo = Math.ceil(Math.min(min, max));
      const hi = Math.floor(Math.max(min, max));
      return lo + (state % (hi - lo + 1));
    },
  };
}
