import type { Compressor } from './compressor';
import { MIN_COMPRESS_BYTES } from './compressor';
import { errorPageResponse } from './error-page';
import { contentTag, matchesIfNoneMatch, representationEtag } from './etag';
import { chooseEncoding, type Encoding } from './negotiate-encoding';
import type { CachedPage, PageCache, PageRepresentation } from './page-cache';
import type { RenderContext, RenderHook } from './render-hook';
import { baseSecurityHeaders } from './security-headers';

export interface PageHandlerOptions {
  readonly render: RenderHook;
  readonly context: Omit<RenderContext, 'path'>;
  /** Cache-Control of a 200 page unless the hook sets its own */
  readonly cacheControl: string;
  readonly contentSecurityPolicy: string;
  readonly compressor: Compressor;
  readonly cache: PageCache;
  /** how long this instance reuses a render; 0 renders every request */
  readonly cacheMs: number;
  readonly now: () => number;
  readonly log: (message: string, error?: unknown) => void;
}

/** a missing page may be created soon: shared caches keep the 404 briefly, browsers revalidate */
export const NOT_FOUND_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';

// headers a page never passes on: cookies (pages are public and cached), and what the server recomputes
const DROPPED = new Set(['set-cookie', 'content-length', 'content-encoding', 'etag', 'transfer-encoding']);
// what a page render must not see: it would make public HTML personal
const PRIVATE_REQUEST_HEADERS = ['cookie', 'authorization'];

/**
 * The request without what identifies the visitor, and without their connection, at the
 * page's address (its path and the query its route reads: page-address.ts): the
 * render is shared by every request for the address that arrives while it runs, so no
 * one visitor hanging up may abort it (each waiting visitor got a 500 when the first
 * one left). It is bounded by the services' own timeouts, and what it renders is cached
 * for the next visitor even when everyone who asked has gone.
 */
export function publicRequest(request: Request, address: string = request.url): Request {
  const headers = new Headers(request.headers);
  for (const h of PRIVATE_REQUEST_HEADERS) headers.delete(h);
  return new Request(new URL(address, request.url), { method: request.method, headers });
}

/** Renders (or reuses) a page and answers it with its caching, ETag, 304 and compression. */
export function createPageHandler(opts: PageHandlerOptions): (request: Request, path: string) => Promise<Response> {
  // concurrent requests for one address share one render (no stampede when a cached page expires)
  const inFlight = new Map<string, Promise<CachedPage>>();

  async function renderPage(request: Request, path: string, address: string): Promise<CachedPage> {
    const rendered = await opts.render(publicRequest(request, address), { ...opts.context, path });
    if (!(rendered instanceof Response)) throw new TypeError('the render hook did not return a Response');
    const body = new Uint8Array(await rendered.arrayBuffer());
    const headers: [string, string][] = [];
    rendered.headers.forEach((value, name) => {
      if (!DROPPED.has(name)) headers.push([name, value]);
    });
    return {
      status: rendered.status,
      headers,
      body,
      tag: await contentTag(body),
      representations: new Map(),
      expiresAt: opts.now() + opts.cacheMs,
    };
  }

  return async (request, path) => {
    const url = new URL(request.url);
    // one page per address its render depends on: a parameter no route reads is no new page
    const key = opts.render.pageAddress?.(url) ?? url.pathname + url.search;
    let page = opts.cache.get(key, opts.now());
    if (!page) {
      let pending = inFlight.get(key);
      if (!pending) {
        pending = renderPage(request, path, key).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      try {
        page = await pending;
      } catch (e) {
        opts.log(`render failed for ${url.pathname}`, e);
        return errorPageResponse(500, {
          ...baseSecurityHeaders,
          'content-security-policy': opts.contentSecurityPolicy,
        });
      }
      if (page.status === 200 && opts.cacheMs > 0 && !/no-store|private/i.test(headerOf(page, 'cache-control') ?? ''))
        opts.cache.set(key, page, opts.now());
    }
    return answer(page, request, key);
  };

  // a cached page's answer is a lookup: each representation (bytes and headers) is made once
  async function answer(page: CachedPage, request: Request, key: string): Promise<Response> {
    const varies = page.body.byteLength >= MIN_COMPRESS_BYTES && opts.compressor.encodings.length > 0;
    const encoding =
      chooseEncoding(request.headers.get('accept-encoding'), varies ? opts.compressor.encodings : []) ?? 'identity';
    let made: PageRepresentation;
    try {
      made = await representationOf(page, encoding, varies, key);
    } catch (e) {
      opts.log(`compressing ${new URL(request.url).pathname} (${encoding}) failed: sent uncompressed`, e);
      made = await representationOf(page, 'identity', varies, key);
    }
    if (page.status === 200 && matchesIfNoneMatch(request.headers.get('if-none-match'), made.etag)) {
      const { 'content-length': _, ...headers } = made.headers;
      return new Response(null, { status: 304, headers });
    }
    // a copy: whatever sends the response may add to its headers, never to the cached ones
    return new Response(made.body as Uint8Array<ArrayBuffer>, { status: page.status, headers: { ...made.headers } });
  }

  /** the page's representation in this coding, made on first use; requests arriving meanwhile share it */
  function representationOf(
    page: CachedPage,
    encoding: Encoding | 'identity',
    varies: boolean,
    key: string,
  ): Promise<PageRepresentation> {
    let made = page.representations.get(encoding);
    if (!made) {
      made = makeRepresentation(page, encoding, varies);
      page.representations.set(encoding, made);
      made.then(
        // a compressed copy is more bytes the cache holds (the identity one is the page's own body)
        (r) => encoding !== 'identity' && opts.cache.charge(key, page, r.body.byteLength),
        // a failed compression is not kept: the next request tries again
        () => page.representations.delete(encoding),
      );
    }
    return made;
  }

  async function makeRepresentation(
    page: CachedPage,
    encoding: Encoding | 'identity',
    varies: boolean,
  ): Promise<PageRepresentation> {
    const body = encoding === 'identity' ? page.body : await opts.compressor.compress(page.body, encoding);
    const etag = representationEtag(page.tag, encoding === 'identity' ? undefined : encoding);
    const headers = new Headers(page.headers as [string, string][]);
    for (const [name, value] of Object.entries(baseSecurityHeaders)) headers.set(name, value);
    if (!headers.has('content-security-policy')) headers.set('content-security-policy', opts.contentSecurityPolicy);
    if (!headers.has('cache-control'))
      headers.set('cache-control', defaultCacheControl(page.status, opts.cacheControl));
    headers.set('etag', etag);
    if (varies) headers.append('vary', 'Accept-Encoding');
    if (encoding !== 'identity') headers.set('content-encoding', encoding);
    headers.set('content-length', String(body.byteLength));
    return { body, etag, headers: Object.fromEntries(headers) };
  }
}

function defaultCacheControl(status: number, pagePolicy: string): string {
  if (status === 200) return pagePolicy;
  if (status === 404 || status === 410) return NOT_FOUND_CACHE_CONTROL;
  return 'no-store';
}

function headerOf(page: CachedPage, name: string): string | undefined {
  return page.headers.find(([n]) => n === name)?.[1];
}
