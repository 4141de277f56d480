/**
 * A pure function of a string, remembered for the last `maxEntries` strings asked (the least
 * recently asked goes first), so a bounded memory holds the answers that are asked again.
 */
export interface BoundedMemo<T> {
  (key: string): T;
  clear(): void;
}

export function boundedMemo<T>(compute: (key: string) => T, maxEntries: number): BoundedMemo<T> {
  const kept = new Map<string, T>();
  const memo = (key: string): T => {
    let value: T;
    if (kept.has(key)) {
      value = kept.get(key) as T;
      kept.delete(key); // most recently asked goes last
    } else {
      value = compute(key);
    }
    kept.set(key, value);
    if (kept.size > maxEntries) kept.delete(kept.keys().next().value as string);
    return value;
  };
  return Object.assign(memo, { clear: () => kept.clear() });
}
