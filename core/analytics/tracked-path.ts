/**
 * The one rule for what a tracked URL may carry: tokens never appear in analytics
 * or the tag manager. The sign-in flow returns with `tokenpayload`, other providers
 * with `code`, so every parameter whose NAME looks like a credential is dropped from
 * the query and from a query-like hash; harmless ones (a page, a search term) stay.
 * Personal data goes too: a parameter named like an email, or whose value holds an
 * email address, whatever its name.
 */
const SECRET_NAME = /token|code|session|secret|password|auth|key|sig|e-?mail/i;
const EMAIL_LIKE = /[^\s@]+@[^\s@]+\.[^\s@]+/;

export function scrubTrackedPath(path: string): string {
  const hashAt = path.indexOf('#');
  const beforeHash = hashAt < 0 ? path : path.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : path.slice(hashAt + 1);
  const queryAt = beforeHash.indexOf('?');
  const pathname = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = keepHarmless(queryAt < 0 ? '' : beforeHash.slice(queryAt + 1));
  // a plain anchor (#top) is kept as it is; a query-like hash is scrubbed like the query
  const keptHash = hash.includes('=') ? keepHarmless(hash) : hash;
  const base = pathname.startsWith('/') ? pathname : `/${pathname}`;
  return `${base}${query ? `?${query}` : ''}${keptHash ? `#${keptHash}` : ''}`;
}

function keepHarmless(query: string): string {
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(query))
    if (!SECRET_NAME.test(name) && !EMAIL_LIKE.test(value)) kept.append(name, value);
  return kept.toString();
}
