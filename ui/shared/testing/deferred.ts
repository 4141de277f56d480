/** A promise the test resolves by hand, to finish requests in any order (stale-response tests). */
export interface Deferred<T> {
  readonly promise: Promise<T>;
  resolve(value: T): void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** Lets queued promise callbacks run. */
export const flush = () => new Promise<void>((r) => setTimeout(r, 0));
