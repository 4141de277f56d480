/**
 * A pure function of a string, remembered for the last `maxEntries` strings asked (the least
 * recently asked goes first), so a bounded memory holds the answers that are asked again.
 */
export interface BoundedMemo<T> {
  (key: string): T;
  clear(): void;
  /** the remembered answer, if any, without computing one */
  peek(key: string): T | undefined;
  /** remembers an answer computed elsewhere (off the main thread, say) */
  remember(key: string, value: T): void;
}

export function boundedMemo<T>(compute: (key: string) => T, maxEntries: number): BoundedMemo<T> {
  const kept = new Map<string, T>();
  const remember = (key: string, value: T) => {
    kept.delete(key); // most recently asked goes last
    kept.set(key, value);
    if (kept.size > maxEntries) kept.delete(kept.keys().next().value as string);
  };
  const memo = (key: string): T => {
    const value = kept.has(key) ? (kept.get(key) as T) : compute(key);
    remember(key, value);
    return value;
  };
  return Object.assign(memo, { clear: () => kept.clear(), peek: (key: string) => kept.get(key), remember });
}
