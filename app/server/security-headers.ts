/**
 * The headers every response gets, and the Content-Security-Policy of pages (as
 * `npm start` set them before the site server existed). The services' origins are
 * the only other places the page may connect to, load images and media from, or post
 * forms to (the SSO portal, the stand-in checkout). The only inline scripts allowed are
 * named by their hash (the accessibility head script): pages are cached, so no nonce.
 */
export function contentSecurityPolicy(
  serviceOrigins: readonly string[],
  inlineScriptHashes: readonly string[] = [],
): string {
  const origins = [...new Set(serviceOrigins)].join(' ');
  const withOrigins = (directive: string) => (origins ? `${directive} ${origins}` : directive);
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScriptHashes].join(' '),
    withOrigins("connect-src 'self'"),
    withOrigins("img-src 'self' data: blob:"),
    withOrigins("media-src 'self' blob:"),
    "worker-src 'self' blob:",
    "style-src 'self' 'unsafe-inline'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    withOrigins("form-action 'self'"),
  ].join('; ');
}

export const baseSecurityHeaders: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** The distinct origins of the configured service addresses (for the CSP). */
export function originsOf(addresses: Iterable<unknown>): string[] {
  const out = new Set<string>();
  for (const a of addresses) {
    if (typeof a !== 'string') continue;
    try {
      out.add(new URL(a).origin);
    } catch {
      /* a bad address is reported by the config check */
    }
  }
  return [...out];
}
