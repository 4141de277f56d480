/**
 * The site server as a web-standard fetch handler (Hono): runs on any runtime; only
 * node-entry.ts knows Node. It serves the built files from memory, pages through the
 * render hook, robots.txt, sitemap.xml and a health check, and never lets a malformed
 * address or a failing render take it down.
 */
import { Hono } from 'hono';
import { cleanReturnPath, SSO_RETURN_PARAMS } from '@protocol/return-address/site-return-address';
import { ssoReturnParams } from '@protocol/sso/sso-wire';
import { ACCESSIBILITY_HEAD_SCRIPT_HASH, writeHeadScriptIntoShell } from './accessibility-head-script';
import { BOOT_SCRIPT_HASH } from '@ui/shared/scheduling/boot-script';
import { COOKIE_NOTICE_HEAD_SCRIPT_HASH } from './cookie-notice-head-script';
import { QUICK_LEAVE_PAGE_VIEW_SCRIPT_HASH } from './render/quick-leave-page-view';
import { cachedValue } from './cached-value';
import { webGzipCompressor, type Compressor } from './compressor';
import { errorPageResponse } from './error-page';
import { createPageCache, PAGE_CACHE_LIMITS, type PageCacheLimits } from './page-cache';
import { createPageHandler } from './page-handler';
import type { RenderHook } from './render-hook';
import { robotsTxt } from './robots';
import { readSafePath } from './safe-path';
import { baseSecurityHeaders, contentSecurityPolicy } from './security-headers';
import { renderShell, writeConfigIntoShell } from './shell-render';
import { collectSitemap, sitemapXml, type SitemapResult, type SitemapSources } from './sitemap';
import { CALENDAR_CACHE_CONTROL, teamCalendar, type MatchCalendarSources } from './match-calendar-route';
import { IMMUTABLE, SHORT_LIVED, serveStaticFile, type StaticFiles } from './static-assets';
import type { SiteSessionHandler } from './session/site-session-handler';
import { SITE_IMAGES_PATH } from '../config/site-images';
import type { ImagePassThrough } from './image-pass-through';
import { installSiteLockGate } from './site-lock/site-lock-gate';
import type { SiteLock } from './site-lock/site-lock';

export interface SiteServerOptions {
  /** the built files but index.html, keyed by site path (load-dist.ts) */
  readonly files: StaticFiles;
  /** dist/index.html as built */
  readonly shellTemplate: string;
  /** deployment settings written into the shell's uzfc-config block (app/config validates them in the page) */
  readonly settings: Readonly<Record<string, unknown>>;
  /** the public origin: absolute URLs of robots.txt and sitemap.xml */
  readonly siteOrigin: string;
  /** origins of the club services: the pages' CSP allows them */
  readonly serviceOrigins: readonly string[];
  /** default: the single-page shell (renderShell) */
  readonly render?: RenderHook;
  /** where sitemap.xml comes from; without it sitemap.xml answers 503 */
  readonly sitemapSources?: SitemapSources;
  /**
   * the fan's session (session/site-session-handler.ts): the portal's return, the refresh
   * and sign-out endpoints; without it a returned tokenpayload is still removed at once
   */
  readonly session?: SiteSessionHandler;
  /** the image library's pictures under /images (image-pass-through.ts); without it /images answers 503 */
  readonly images?: ImagePassThrough;
  /** where /matches/:team/calendar.ics comes from; without it the feed answers 503 */
  readonly calendarSources?: MatchCalendarSources;
  /** Cache-Control of a 200 page; default PAGE_CACHE_CONTROL */
  readonly pageCacheControl?: string;
  /** how long this instance reuses a rendered page (ms, default 10 s; 0 = render every time) */
  readonly pageCacheMs?: number;
  /** how many pages, and how many bytes of them (bodies and their compressed copies), this instance keeps */
  readonly pageCacheLimits?: PageCacheLimits;
  readonly sitemapTtlMs?: number;
  /** the development site lock (UZFC_SITE_LOCK_PASSWORD): every page shows the lock screen until the password is given */
  readonly siteLock?: SiteLock;
  /** default: gzip by CompressionStream; the Node entry adds brotli */
  readonly compressor?: Compressor;
  readonly now?: () => number;
  readonly log?: (message: string, error?: unknown) => void;
}

/**
 * A CDN keeps a page 60 s and may serve it stale for 10 min while it fetches a new one, and for a day
 * when the site cannot answer (every instance down, or failing: RFC 5861); browsers revalidate.
 * The edge cache honours all three (scripts/edge/varnish/uzfc.vcl, docs/cdn.md).
 */
export const PAGE_CACHE_CONTROL = 'public, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400';
export const SITEMAP_TTL_MS = 5 * 60_000;
/** a sitemap missing a failed service's part is retried sooner */
const PARTIAL_SITEMAP_TTL_MS = 30_000;

type Env = { Variables: { path: string } };

export function createSiteServer(options: SiteServerOptions): Hono<Env> {
  const now = options.now ?? Date.now;
  const log = options.log ?? ((message: string, error?: unknown) => console.error(`[site] ${message}`, error ?? ''));
  const csp = contentSecurityPolicy(options.serviceOrigins, [
    ACCESSIBILITY_HEAD_SCRIPT_HASH,
    COOKIE_NOTICE_HEAD_SCRIPT_HASH,
    BOOT_SCRIPT_HASH,
    QUICK_LEAVE_PAGE_VIEW_SCRIPT_HASH,
  ]);
  const htmlHeaders = { ...baseSecurityHeaders, 'content-security-policy': csp };
  // every page starts from this shell: the settings, and the accessibility settings applied before the first paint
  const shellHtml = writeHeadScriptIntoShell(writeConfigIntoShell(options.shellTemplate, options.settings));
  const page = createPageHandler({
    render: options.render ?? renderShell,
    context: { siteOrigin: options.siteOrigin, settings: options.settings, shellHtml },
    cacheControl: options.pageCacheControl ?? PAGE_CACHE_CONTROL,
    contentSecurityPolicy: csp,
    compressor: options.compressor ?? webGzipCompressor,
    cache: createPageCache(options.pageCacheLimits ?? PAGE_CACHE_LIMITS),
    cacheMs: options.pageCacheMs ?? 10_000,
    now,
    log,
  });
  const sources = options.sitemapSources;
  const sitemap = sources
    ? cachedValue<SitemapResult>(
        () => collectSitemap(sources),
        (r) => (r.partial ? PARTIAL_SITEMAP_TTL_MS : (options.sitemapTtlMs ?? SITEMAP_TTL_MS)),
        now,
      )
    : undefined;

  const app = new Hono<Env>();

  // every answer, whatever made it (a page, a file, the health check, a 405, a 503, the session's),
  // says nosniff: a browser never reads one as a type it was not labelled with
  app.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.has(NOSNIFF_HEADER)) c.res = withHeader(c.res, NOSNIFF_HEADER, NOSNIFF);
  });

  // the portal's return carries tokens in its address: it is answered first, before the
  // address gate, a file or a page could see it (a strange path gets the home page)
  app.use('*', async (c, next) => {
    const answered = options.session
      ? await options.session(c.req.raw)
      : withoutPortalReturn(c.req.raw, options.siteOrigin);
    if (answered) return answered;
    await next();
  });

  // the pictures, before the address gate: a key may hold an encoded slash, which the pass-through
  // forwards still encoded and checks itself (image-pass-through.ts)
  app.all(`${SITE_IMAGES_PATH}/*`, (c) =>
    options.images
      ? options.images(c.req.raw)
      : new Response('No image library configured', { status: 503, headers: { 'cache-control': 'no-store' } }),
  );

  // the only gate for addresses: everything after it sees a decoded, checked path
  app.use('*', async (c, next) => {
    const safe = readSafePath(c.req.url);
    if (!safe.ok) return errorPageResponse(400, htmlHeaders);
    c.set('path', safe.path);
    await next();
  });

  if (options.siteLock) {
    installSiteLockGate(app, {
      lock: options.siteLock,
      shellHtml,
      siteOrigin: options.siteOrigin,
      htmlHeaders,
      now,
      isOpenFile: (path) => options.files.has(path),
    });
  }

  app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, { 'cache-control': 'no-store' }));

  app.get('/robots.txt', (c) =>
    c.text(robotsTxt(options.siteOrigin), 200, { ...baseSecurityHeaders, 'cache-control': SHORT_LIVED }),
  );

  app.get('/sitemap.xml', async (c) => {
    if (!sitemap) return c.text('No sitemap sources configured', 503, { 'cache-control': 'no-store' });
    try {
      const r = await sitemap();
      return c.body(sitemapXml(options.siteOrigin, r.entries), 200, {
        ...baseSecurityHeaders,
        'content-type': 'application/xml; charset=utf-8',
        'cache-control': 'public, max-age=300',
      });
    } catch (e) {
      log('sitemap failed', e);
      return c.text('Sitemap unavailable', 503, { 'cache-control': 'no-store', 'retry-after': '60' });
    }
  });

  const calendar = async (teamSlug: string) => {
    const sources = options.calendarSources;
    if (!sources)
      return new Response('No calendar sources configured', { status: 503, headers: { 'cache-control': 'no-store' } });
    try {
      const answer = await teamCalendar(sources, teamSlug, options.siteOrigin, now());
      if (answer.kind === 'not-found') return errorPageResponse(404, htmlHeaders);
      if (answer.kind === 'unavailable')
        return new Response('Fixtures unavailable', {
          status: 503,
          headers: { 'cache-control': 'no-store', 'retry-after': '60' },
        });
      return new Response(answer.body, {
        status: 200,
        headers: {
          ...baseSecurityHeaders,
          'content-type': 'text/calendar; charset=utf-8',
          'cache-control': CALENDAR_CACHE_CONTROL,
          'content-disposition': `inline; filename="${answer.filename}"`,
        },
      });
    } catch (e) {
      log('calendar failed', e);
      return new Response('Fixtures unavailable', { status: 503, headers: { 'cache-control': 'no-store' } });
    }
  };
  app.get('/matches/calendar.ics', () => calendar(''));
  app.get('/matches/:team/calendar.ics', (c) => calendar(c.req.param('team')));

  app.get('*', (c) => {
    const path = c.get('path');
    const file = options.files.get(path);
    // hashed build output never changes under its name; anything else there is missing (the app reloads once)
    if (path.startsWith('/assets/'))
      return file ? serveStaticFile(file, c.req.raw, IMMUTABLE) : errorPageResponse(404, htmlHeaders);
    if (file) return serveStaticFile(file, c.req.raw, SHORT_LIVED);
    return page(c.req.raw, path);
  });

  app.all(
    '*',
    () =>
      new Response('Method Not Allowed', { status: 405, headers: { allow: 'GET, HEAD', 'cache-control': 'no-store' } }),
  );
  app.onError((e) => {
    log('request failed', e);
    return errorPageResponse(500, htmlHeaders);
  });
  return app;
}

const NOSNIFF_HEADER = 'x-content-type-options';
const NOSNIFF = baseSecurityHeaders[NOSNIFF_HEADER]!;

/** the response with one more header (a copy when its headers cannot be changed) */
function withHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.set(name, value);
    return response;
  } catch {
    const headers = new Headers(response.headers);
    headers.set(name, value);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}

/** With no session handler, a tokenpayload is never served a page: straight to the clean address. */
function withoutPortalReturn(request: Request, siteOrigin: string): Response | null {
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return null;
  }
  if (!url.searchParams.has(ssoReturnParams.tokenPayload)) return null;
  const location = cleanReturnPath(`${url.pathname}${url.search}`, siteOrigin, SSO_RETURN_PARAMS);
  return new Response(null, {
    status: 302,
    headers: { location, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
  });
}
