/**
 * The request's cookies, every value of every name. A browser sends two cookies of one name
 * when two were set for different paths or domains (a planted one on a longer path is sent
 * first): reading "the first" lets a planted cookie win. The session's cookies are read
 * through `only`, which refuses a name that is there more than once.
 */
export type CookieValues = ReadonlyMap<string, readonly string[]>;

export function requestCookies(header: string | null | undefined): CookieValues {
  const all = new Map<string, string[]>();
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at < 0) continue;
    const name = pair.slice(0, at).trim();
    if (!name) continue;
    let value = pair.slice(at + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch {
      // a value that is not percent-encoding is kept as sent
    }
    const values = all.get(name);
    if (values) values.push(value);
    else all.set(name, [value]);
  }
  return all;
}

/** the one value of a cookie: absent, or 'ambiguous' when the request carries it more than once */
export function only(cookies: CookieValues, name: string): string | undefined | 'ambiguous' {
  const values = cookies.get(name);
  if (!values || values.length === 0) return undefined;
  return values.length === 1 ? values[0] : 'ambiguous';
}
