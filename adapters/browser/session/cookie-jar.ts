/**
 * A small cookie jar over document.cookie: path /, SameSite=Lax, Secure on https,
 * an expiry per cookie. Values are URI-encoded. Reading never throws.
 */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, expires: Date): void;
  remove(name: string): void;
}

export function createCookieJar(doc: Document = document, loc: Pick<Location, 'protocol'> = location): CookieJar {
  const attrs = (expires: Date) => `; path=/; expires=${expires.toUTCString()}; SameSite=Lax${loc.protocol === 'https:' ? '; Secure' : ''}`;
  return {
    get(name) {
      for (const part of doc.cookie.split(';')) {
        const eq = part.indexOf('=');
        if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
        try {
          return decodeURIComponent(part.slice(eq + 1).trim());
        } catch {
          return undefined;
        }
      }
      return undefined;
    },
    set(name, value, expires) {
      doc.cookie = `${name}=${encodeURIComponent(value)}${attrs(expires)}`;
    },
    remove(name) {
      doc.cookie = `${name}=${attrs(new Date(0))}`;
    },
  };
}
