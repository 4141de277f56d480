/**
 * Where the portal may send a browser back to. Only the site's own origin: an open
 * redirect would hand a fan's tokens to any page that asked. Default: any
 * http://localhost:* or http://127.0.0.1:* origin (the site in dev, tests, e2e).
 */
const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?$/;

export type RedirectCheck = { ok: true; url: URL } | { ok: false };

export function checkRedirectUri(raw: string | undefined, allowedOrigins?: readonly string[]): RedirectCheck {
  if (typeof raw !== 'string' || raw === '' || raw.length > 2048) return { ok: false };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false };
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return { ok: false };
  const allowed = allowedOrigins && allowedOrigins.length > 0 ? allowedOrigins.includes(url.origin) : LOCAL_ORIGIN.test(url.origin);
  return allowed ? { ok: true, url } : { ok: false };
}
