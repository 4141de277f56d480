/**
 * The soak's verdict on memory: whatever fills up to a bound (caches, pools, the JIT's code) has
 * filled by the middle of a steady load, so a figure that still rises from the middle to the end
 * by more than 10% and 10 MB grows without bound (a collection is forced before each reading).
 */
import { mb } from './probe-reader';

const MB = 1024 * 1024;
export const GROWTH_FLOOR_BYTES = 10 * MB;
export const GROWTH_SHARE = 0.1;

export interface GrowthReading {
  readonly name: string;
  /** bytes at the middle and at the end of the load */
  readonly middle: number;
  readonly end: number;
}

/** each reading still growing, said as "heap 50 MB at the middle -> 80 MB at the end" */
export function stillGrowing(readings: readonly GrowthReading[]): string[] {
  return readings
    .filter((r) => r.end - r.middle > Math.max(GROWTH_FLOOR_BYTES, GROWTH_SHARE * r.middle))
    .map((r) => `${r.name} ${mb(r.middle)} MB at the middle -> ${mb(r.end)} MB at the end`);
}
