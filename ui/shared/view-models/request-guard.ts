/**
 * @deprecated New view models use createLatestWins (./latest-wins.ts, rxjs switchMap).
 * This stays only for the playback and subscription view models until their owners
 * move them; delete it with the last import.
 *
 * Guards a view model against stale responses. Every request takes a ticket; only
 * the newest ticket may write its answer. A slower, older request that finishes
 * after a newer one (a retry, a StrictMode double start, a new query) is dropped,
 * and `invalidate()` drops everything in flight when the page goes away.
 */
export interface RequestGuard {
  /** a ticket for a new request; older tickets stop being current */
  next(): number;
  isCurrent(ticket: number): boolean;
  invalidate(): void;
}

export function createRequestGuard(): RequestGuard {
  let latest = 0;
  return {
    next: () => ++latest,
    isCurrent: (ticket) => ticket === latest,
    invalidate: () => {
      latest += 1;
    },
  };
}
