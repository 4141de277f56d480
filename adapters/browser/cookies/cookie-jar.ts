/**
 * A small cookie jar over document.cookie. Every cookie is path=/ and SameSite=Lax,
 * Secure on https and always for a `__Host-` or `__Secure-` name (a browser refuses such a
 * cookie, or its deletion, without it). Values are URI-encoded; a value that cannot be
 * decoded (tampered or written by something else) reads as absent, and so does a name the
 * document holds twice (one was planted, on another path or domain: neither is trusted).
 * Nothing here ever throws.
 */
export interface CookieWriteOptions {
  /** lifetime in seconds (max-age) */
  readonly maxAgeSeconds?: number;
  /** an absolute expiry, for lifetimes like "to 2099" */
  readonly expires?: Date;
}

export interface CookieJar {
  read(name: string): string | null;
  write(name: string, value: string, options?: CookieWriteOptions): void;
  delete(name: string): void;
}

export type CookieDocument = { cookie: string; readonly location?: { readonly protocol: string } | null };

// RFC 6265 cookie-name token: no separators, spaces or controls
const NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const SECURE_PREFIX = /^__(Host|Secure)-/;

export function createCookieJar(doc: CookieDocument = document): CookieJar {
  const attributes = (name: string, extra: string[]) => {
    const parts = ['path=/', 'SameSite=Lax', ...extra];
    if (doc.location?.protocol === 'https:' || SECURE_PREFIX.test(name)) parts.push('Secure');
    return parts.join('; ');
  };
  return {
    read(name) {
      if (!NAME.test(name)) return null;
      let all: string;
      try {
        all = doc.cookie;
      } catch {
        return null;
      }
      const values = all
        .split(';')
        .filter((pair) => pair.indexOf('=') >= 0 && pair.slice(0, pair.indexOf('=')).trim() === name)
        .map((pair) => pair.slice(pair.indexOf('=') + 1).trim());
      if (values.length !== 1) return null;
      try {
        return decodeURIComponent(values[0]!);
      } catch {
        return null;
      }
    },
    write(name, value, options = {}) {
      if (!NAME.test(name)) return;
      const extra: string[] = [];
      if (options.maxAgeSeconds !== undefined) extra.push(`max-age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`);
      if (options.expires && !Number.isNaN(options.expires.getTime()))
        extra.push(`expires=${options.expires.toUTCString()}`);
      try {
        doc.cookie = `${name}=${encodeURIComponent(value)}; ${attributes(name, extra)}`;
      } catch {
        // a sandboxed document refuses cookies; the site still works without them
      }
    },
    delete(name) {
      if (!NAME.test(name)) return;
      try {
        doc.cookie = `${name}=; ${attributes(name, ['max-age=0', 'expires=Thu, 01 Jan 1970 00:00:00 GMT'])}`;
      } catch {
        // see write
      }
    },
  };
}
