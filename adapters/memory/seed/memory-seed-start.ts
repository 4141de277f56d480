/**
 * The moment the in-memory seed is laid out from, as the stand-in lays its seed out from the
 * moment it starts: a fixed one, so stories and tests that read the memory seed
 * see the same dates on every run. The match data in memory is anchored at its clock instead
 * (memory-match-port.ts), as the stand-in's is.
 */
export const memorySeedNowMs = Date.parse('2026-02-14T15:00:00Z');
