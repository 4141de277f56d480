import type { Encoding } from './negotiate-encoding';

/**
 * One way of sending a cached page (identity, br or gzip), made once and sent as it is to
 * every request that asks for it: its bytes and every header, the ETag and Content-Length
 * included, so a request only picks it and writes it.
 */
export interface PageRepresentation {
  readonly body: Uint8Array;
  readonly etag: string;
  /** the complete response headers of a 200 (a 304 sends them without Content-Length) */
  readonly headers: Readonly<Record<string, string>>;
}

/**
 * The rendered pages, as this instance would serve them again: pages are public and
 * the same for every visitor, so one render (and one compression per coding) serves
 * everyone for a few seconds, like a CDN would. Each instance keeps its own: instances
 * stay stateless (losing it costs a render).
 *
 * Bounded by bytes as well as entries: every page's body and each representation made of
 * it count, and the least recently used go first (120 query variants of one 7 MB page once
 * took an instance from 504 MB to 1,341 MB). A page larger than a quarter of the budget is
 * not kept. Expired pages are dropped whenever a page is added, not only when asked for.
 */
export interface CachedPage {
  readonly status: number;
  readonly headers: readonly (readonly [string, string])[];
  readonly body: Uint8Array;
  readonly tag: string;
  /** by coding ('identity' uncompressed), made on first use; requests arriving meanwhile share it */
  readonly representations: Map<Encoding | 'identity', Promise<PageRepresentation>>;
  readonly expiresAt: number;
}

export interface PageCache {
  get(key: string, now: number): CachedPage | undefined;
  set(key: string, page: CachedPage, now: number): void;
  /** a representation made for a kept page adds its bytes (nothing when the page is no longer kept) */
  charge(key: string, page: CachedPage, bytes: number): void;
  /** what is kept now (for tests and the bench) */
  size(): { readonly entries: number; readonly bytes: number };
}

export interface PageCacheLimits {
  readonly maxEntries: number;
  readonly maxBytes: number;
}

/** 500 pages, 64 MB: the pages of a busy few seconds, whatever their size */
export const PAGE_CACHE_LIMITS: PageCacheLimits = { maxEntries: 500, maxBytes: 64 * 1024 * 1024 };

export function createPageCache(limits: PageCacheLimits = PAGE_CACHE_LIMITS): PageCache {
  const entries = new Map<string, { page: CachedPage; bytes: number }>();
  let bytes = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };
  const fit = () => {
    while (entries.size > limits.maxEntries || bytes > limits.maxBytes) drop(entries.keys().next().value as string);
  };
  return {
    get(key, now) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      drop(key);
      if (entry.page.expiresAt <= now) return undefined;
      // most recently used goes last
      entries.set(key, entry);
      bytes += entry.bytes;
      return entry.page;
    },
    set(key, page, now) {
      drop(key);
      for (const [k, e] of entries) if (e.page.expiresAt <= now) drop(k);
      const size = page.body.byteLength;
      if (limits.maxEntries <= 0 || size > limits.maxBytes / 4) return;
      entries.set(key, { page, bytes: size });
      bytes += size;
      fit();
    },
    charge(key, page, more) {
      const entry = entries.get(key);
      if (entry?.page !== page) return;
      entry.bytes += more;
      bytes += more;
      fit();
    },
    size: () => ({ entries: entries.size, bytes }),
  };
}
