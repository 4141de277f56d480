/**
 * The path a page view reports to the tag manager. It must never carry a token:
 * the sign-in flow returns with `tokenpayload` (and other providers with `code`)
 * in the query string, so every parameter whose name looks like a credential is
 * dropped, as is the hash. Harmless parameters (a search term, a page) are kept.
 */
const SECRET_NAME = /token|code|session|secret|password|auth|key|sig/i;

export function pageViewPath(pathname: string, search = ''): string {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const kept = new URLSearchParams();
  for (const [name, value] of params) {
    if (!SECRET_NAME.test(name)) kept.append(name, value);
  }
  const query = kept.toString();
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  return query ? `${path}?${query}` : path;
}
