/**
 * What the route does with a page the CMS answered (ROUTE-8 to ROUTE-10): run the middleware the
 * page names, of which only the known ones exist ('Unknown middleware {name}' is a 500), and
 * follow its redirect, which may only stay on the site ('ERR_REDIRECT' otherwise; 302 unless
 * the CMS names another redirect status).
 */
import { err, ok, type Result } from '../shared/result';
import type { ContentPage } from './page-types';

/** child-friendly: the page is shown in child-friendly mode (sponsors and adverts not flagged are hidden) */
export const knownPageMiddleware = ['child-friendly'] as const;
export const redirectStatuses = [301, 302, 303, 307, 308] as const;
export const DEFAULT_REDIRECT_STATUS = 302;

export type PageRouteError =
  { readonly code: 'ROUTE.UNKNOWN_MIDDLEWARE'; readonly name: string } | { readonly code: 'ROUTE.REDIRECT' };

export type PageRoute =
  | { readonly kind: 'page'; readonly childFriendly: boolean }
  | { readonly kind: 'redirect'; readonly path: string; readonly status: number };

/**
 * `ownPath` turns an address into a path on the site, or null when it leaves the site; the app
 * gives it the one return-address rule the portal uses too.
 */
export function pageRoute(
  page: Pick<ContentPage, 'redirect' | 'middleware'>,
  ownPath: (address: string) => string | null,
): Result<PageRoute, PageRouteError> {
  const middleware = page.middleware ?? [];
  const unknown = middleware.find((name) => !(knownPageMiddleware as readonly string[]).includes(name));
  if (unknown !== undefined) return err({ code: 'ROUTE.UNKNOWN_MIDDLEWARE', name: unknown });
  if (!page.redirect) return ok({ kind: 'page', childFriendly: middleware.includes('child-friendly') });
  const status = page.redirect.status ?? DEFAULT_REDIRECT_STATUS;
  const path = ownPath(page.redirect.location);
  if (path === null || !(redirectStatuses as readonly number[]).includes(status))
    return err({ code: 'ROUTE.REDIRECT' });
  return ok({ kind: 'redirect', path, status });
}
