/**
 * A value computed on demand and kept until it expires: concurrent callers share one
 * computation, and the value itself says how long it may be kept (a partial sitemap
 * is kept for less time than a complete one). A failed computation is not kept.
 */
export function cachedValue<T>(
  compute: () => Promise<T>,
  ttlMs: (value: T) => number,
  now: () => number,
): () => Promise<T> {
  let value: { v: T; expiresAt: number } | undefined;
  let pending: Promise<T> | undefined;
  return () => {
    if (value && value.expiresAt > now()) return Promise.resolve(value.v);
    pending ??= compute()
      .then((v) => {
        value = { v, expiresAt: now() + ttlMs(v) };
        return v;
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };
}
