import { matchRoutes, type RouteObject } from 'react-router-dom';
import { boundedMemo } from '@core/shared/bounded-memo';

/** what a route's handle says about its page (routes.tsx) */
interface PageHandle {
  readonly module?: string;
  readonly query?: readonly string[];
}

/**
 * A page's address as far as its render depends on it: the path and only the query parameters
 * its routes read (routes.tsx, `handle.query`), each in a fixed order. The site server renders
 * and caches a page by it, so `/news?utm_source=x` and `/news?v=7` are `/news`: a link that adds
 * a parameter costs no render and no memory (120 variants of one 7 MB page once took an instance
 * from 504 MB to 1,341 MB).
 */
export function pageAddressOf(table: readonly RouteObject[]): (url: URL) => string {
  // matching ranks the route table: once per path (bounded, so junk paths cannot grow it)
  const queryOf = boundedMemo((pathname) => {
    const names = new Set<string>();
    for (const match of matchRoutes([...table], pathname) ?? [])
      for (const name of (match.route.handle as PageHandle | undefined)?.query ?? []) names.add(name);
    return [...names].sort();
  }, 1_000);
  return (url) => {
    const kept = new URLSearchParams();
    for (const name of queryOf(url.pathname))
      for (const value of url.searchParams.getAll(name)) kept.append(name, value);
    const query = kept.toString();
    return query ? `${url.pathname}?${query}` : url.pathname;
  };
}
