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
 * everyone for a few seconds, like a CDN would. Bounded by entry count; oldest out.
 * Each instance keeps its own: instances stay stateless (losing it costs a render).
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
