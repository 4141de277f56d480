import type { Encoding } from './negotiate-encoding';

/**
 * The rendered pages, as this instance would serve them again: pages are public and
 * the same for every visitor, so one render (and one compression per coding) serves
 * everyone for a few seconds, like a CDN would. Bounded by entry count; oldest out.
 * Each instance keeps its own: instances stay stateless (losing it costs a render).
 */
export interface CachedPage {
  readonly status: number;
  readonly headers: readonly (readonly [string, string])[];
  readonly body: Uint8Array;
  readonly tag: string;
  readonly variants: Partial<Record<Encoding, Promise<Uint8Array>>>;
  readonly expiresAt: number;
}

export interface PageCache {
  get(key: string, now: number): CachedPage | undefined;
  set(key: string, page: CachedPage): void;
}

export function createPageCache(maxEntries: number): PageCache {
  const entries = new Map<string, CachedPage>();
  return {
    get(key, now) {
      const page = entries.get(key);
      if (!page) return undefined;
      entries.delete(key);
      if (page.expiresAt <= now) return undefined;
      entries.set(key, page); // most recently used goes last
      return page;
    },
    set(key, page) {
      if (maxEntries <= 0) return;
      entries.delete(key);
      entries.set(key, page);
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
  };
}
