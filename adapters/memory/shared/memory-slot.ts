/** One value held in memory with read, write and clear: the in-memory stand-in for a tab's note in sessionStorage. */
export interface MemorySlot<T> {
  read(): T | null;
  write(value: T): void;
  clear(): void;
}

export function createMemorySlot<T>(initial: T | null = null): MemorySlot<T> {
  let saved = initial;
  return {
    read: () => saved,
    write: (value) => void (saved = value),
    clear: () => void (saved = null),
  };
}
