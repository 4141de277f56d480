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

// one definition for the ui's tests and the app's (which may not reach into ui/shared/testing)
export { flush } from '@test/support/flush';
