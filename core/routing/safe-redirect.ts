/**
 * Where to send the visitor after sign-in or sign-out. The target comes from a query
 * string, so it is attacker-controlled: only a path on the site's own origin is
 * returned, and anything else (another host, protocol-relative '//host', '/\host',
 * tab tricks, javascript:, data:) becomes '/'.
 *
 * The browser's own URL parser decides what a string means (it is a JS standard
 * global, not I/O), so this agrees with what location.assign would do. The result is
 * re-checked because a same-origin URL can still have a path like '//host', which is
 * protocol-relative again once it is used on its own.
 */
export function safeRedirectTarget(target: string, siteOrigin: string): string {
  if (typeof target !== 'string' || typeof siteOrigin !== 'string') return '/';
  let origin: string;
  let resolved: URL;
  try {
    origin = new URL(siteOrigin).origin;
    if (origin === 'null') return '/';
    resolved = new URL(target, origin);
  } catch {
    return '/';
  }
  if (resolved.origin !== origin) return '/';
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  return /^\/(?![/\\])/.test(path) ? path : '/';
}
