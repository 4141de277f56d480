/**
 * Where each fan left each on-demand entry (resume): one position per account
 * and entry, the latest write wins. Kept in memory (the accounts persist, positions do
 * not survive a restart of the stand-in). Bounded by the catalogue: only entries that
 * exist are ever written.
 */
export interface StoredProgress {
  readonly entryId: string;
  readonly positionSeconds: number;
  readonly durationSeconds: number;
  readonly updatedAt: number;
}

export function createWatchProgressStore(now: () => number) {
  const byUser = new Map<string, Map<string, StoredProgress>>();
  return {
    save(userId: string, entryId: string, positionSeconds: number, durationSeconds: number): StoredProgress {
      const entries = byUser.get(userId) ?? new Map<string, StoredProgress>();
      const record = { entryId, positionSeconds, durationSeconds, updatedAt: now() };
      // re-inserted so the map's order is the order of writes
      entries.delete(entryId);
      entries.set(entryId, record);
      byUser.set(userId, entries);
      return record;
    },
    get: (userId: string, entryId: string): StoredProgress | null => byUser.get(userId)?.get(entryId) ?? null,
    /** most recently written first */
    list: (userId: string): StoredProgress[] => [...(byUser.get(userId)?.values() ?? [])].reverse(),
  };
}
