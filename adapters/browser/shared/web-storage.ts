/**
 * Web storage as the browser adapters use it: it may be missing (the server), blocked
 * (a private mode throws on access) or full (a write throws). Every such case reads as
 * "nothing saved" and a write that cannot happen is dropped quietly: a preference or a
 * note for later is never worth an error on the page.
 */
export type WebStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** the page's localStorage or sessionStorage, or null where there is none or it is blocked */
export const webStorage = (which: 'localStorage' | 'sessionStorage') => (): WebStorage | null => {
  try {
    return typeof globalThis[which] === 'undefined' ? null : globalThis[which];
  } catch {
    return null;
  }
};

/** the stored JSON under `key`, checked by `parse`; null when absent, unreadable or the wrong shape */
export function readStored<T>(
  storage: () => Pick<WebStorage, 'getItem'> | null,
  key: string,
  parse: (value: unknown) => T | null,
): T | null {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return null;
    const value = JSON.parse(raw) as unknown;
    return typeof value === 'object' && value !== null ? parse(value) : null;
  } catch {
    return null;
  }
}

/** runs a write when storage is there; a full or blocked storage drops it */
export function writeQuietly<S>(storage: () => S | null, work: (s: S) => void): void {
  try {
    const s = storage();
    if (s) work(s);
  } catch {
    // full or blocked: nothing is saved
  }
}
