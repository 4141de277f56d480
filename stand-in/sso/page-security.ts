/**
 * Response headers for the portal's and the checkout's pages, as a real identity provider
 * sends them: these pages take passwords and payments and their redirects carry tokens.
 * - CSP: nothing but the page's own stylesheet (allowed by its hash, so no inline script
 *   or style attribute can run), forms post only to the portal and the site (Chrome also
 *   checks form-action on the redirect after the post), and no framing (clickjacking).
 * - X-Frame-Options DENY for browsers without frame-ancestors; nosniff.
 * - Referrer-Policy no-referrer: the address after sign-in carries the tokenpayload, and
 *   the checkout's carries the return address; neither may leak in a Referer.
 * - Cache-Control no-store: pages with tokens, CSRF tokens or a fan's details, and the
 *   redirects and JSON that carry tokens, are never kept by a browser or proxy.
 */
import type { MiddlewareHandler } from 'hono';
import { PORTAL_STYLE_HASH } from './portal-pages';

export function portalCsp(formTargets: readonly string[]): string {
  return [
    "default-src 'none'",
    `style-src 'sha256-${PORTAL_STYLE_HASH}'`,
    "img-src 'self' data:",
    `form-action 'self'${formTargets.map((o) => ` ${o}`).join('')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/** sets the headers on every answer of the app it is used in (pages, redirects, errors, JSON) */
export function pageSecurityHeaders(formTargets: readonly string[]): MiddlewareHandler {
  const csp = portalCsp(formTargets);
  return async (c, next) => {
    await next();
    c.res.headers.set('Content-Security-Policy', csp);
    c.res.headers.set('X-Frame-Options', 'DENY');
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    c.res.headers.set('Referrer-Policy', 'no-referrer');
    c.res.headers.set('Cache-Control', 'no-store');
  };
}
