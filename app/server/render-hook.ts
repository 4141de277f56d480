/**
 * The one seam for server rendering. The site server calls the hook for every page
 * address (not for assets, robots.txt, sitemap.xml or /healthz) and finalises what it
 * returns: security headers, Cache-Control, ETag and 304, compression, the page cache.
 *
 * The request the hook sees carries no Cookie and no Authorization header: a page is
 * the same public HTML for every visitor (signed-in state stays client-side), so it
 * can be cached by the server, a CDN and the browser without leaking anything.
 */
export interface RenderContext {
  /** the site's public origin, e.g. https://www.uzfc.example (no trailing slash) */
  readonly siteOrigin: string;
  /** the deployment settings the client reads from the uzfc-config block (validated or not) */
  readonly settings: Readonly<Record<string, unknown>>;
  /** dist/index.html as built, the settings already written into its uzfc-config block */
  readonly shellHtml: string;
  /** the request's path, percent-decoded and checked (never malformed) */
  readonly path: string;
}

/**
 * Renders one page. Return the status the page deserves (200, 404 for an unknown
 * route...). A hook may set its own Cache-Control; otherwise the server sets the
 * configured page policy. Set-Cookie from a hook is dropped (pages are public). A
 * throw or rejection becomes the 500 error page.
 */
export type RenderHook = ((request: Request, context: RenderContext) => Promise<Response>) & {
  /**
   * The page's address as far as its render depends on it (app/router/page-address.ts): the
   * path and the query parameters its route reads. The server renders the page from it (the
   * hook's request carries no other parameter) and caches it under it. Absent: the whole address.
   */
  readonly pageAddress?: (url: URL) => string;
};
