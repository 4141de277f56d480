import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ACCESSIBILITY_HEAD_SCRIPT, ACCESSIBILITY_HEAD_SCRIPT_HASH } from './accessibility-head-script';
import { QUICK_LEAVE_PAGE_VIEW_SCRIPT_HASH } from './render/quick-leave-page-view';
import { COOKIE_NOTICE_HEAD_SCRIPT, COOKIE_NOTICE_HEAD_SCRIPT_HASH } from './cookie-notice-head-script';
import { BOOT_SCRIPT_HASH } from '@ui/shared/scheduling/boot-script';
import { createSiteServer, PAGE_CACHE_CONTROL, type SiteServerOptions } from './create-site-server';
import { loadDist, type LoadedDist } from './load-dist';
import { nodeCompressor } from './node-compressor';
import type { RenderHook } from './render-hook';
import { FIXTURE_JS, FIXTURE_SERVER_CODE, writeFixtureDist } from './testing/fixture-dist';

let dist: LoadedDist;
beforeAll(async () => {
  dist = await loadDist(writeFixtureDist({ serverBuild: true }));
});

const ORIGIN = 'https://www.uzfc.example';
function server(over: Partial<SiteServerOptions> = {}) {
  const app = createSiteServer({
    files: dist.files,
    shellTemplate: dist.shellTemplate,
    settings: { adapters: 'http', siteOrigin: ORIGIN },
    siteOrigin: ORIGIN,
    serviceOrigins: ['http://services.test'],
    compressor: nodeCompressor,
    log: () => undefined,
    ...over,
  });
  return (path: string, init: RequestInit = {}) => app.fetch(new Request(`http://site.test${path}`, init));
}
const JS = '/assets/index-abc123.js';

describe('hashed assets', () => {
  it('are immutable for a year with a strong ETag, and vary by encoding', async () => {
    const res = await server()(JS);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await res.text()).toBe(FIXTURE_JS);
  });

  it.each([
    ['br, gzip', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
    ['gzip;q=1, br;q=0.5', 'gzip', gunzipSync],
    ['br;q=0, gzip', 'gzip', gunzipSync],
  ])('Accept-Encoding "%s" gets %s', async (accept, encoding, decode) => {
    const res = await server()(JS, { headers: { 'accept-encoding': accept } });
    expect(res.headers.get('content-encoding')).toBe(encoding);
    expect(res.headers.get('etag')).toMatch(new RegExp(`-${encoding}"$`));
    expect(decode(Buffer.from(await res.arrayBuffer())).toString()).toBe(FIXTURE_JS);
  });

  it('sends identity when no coding is acceptable', async () => {
    for (const accept of ['identity', 'br;q=0, gzip;q=0', '']) {
      const res = await server()(JS, { headers: { 'accept-encoding': accept } });
      expect(res.headers.get('content-encoding')).toBeNull();
    }
  });

  it('answers 304 to a matching If-None-Match, 200 to a stale one', async () => {
    const fetch = server();
    const first = await fetch(JS, { headers: { 'accept-encoding': 'br' } });
    const etag = first.headers.get('etag')!;
    const again = await fetch(JS, { headers: { 'accept-encoding': 'br', 'if-none-match': `"old", ${etag}` } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
    expect((await fetch(JS, { headers: { 'accept-encoding': 'br', 'if-none-match': '"old"' } })).status).toBe(200);
    // the gzip representation is another entity: the brotli tag does not validate it
    expect((await fetch(JS, { headers: { 'accept-encoding': 'gzip', 'if-none-match': etag } })).status).toBe(200);
  });

  it('answers 404 for an unknown asset (never the shell), and never serves build metadata', async () => {
    const res = await server()('/assets/index-missing.js');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('404 error');
    expect(await (await server()('/.vite/manifest.json')).text()).not.toBe('{}');
  });

  it('never serves the server-rendering build (dist/server): only the client build is public', async () => {
    for (const path of ['/server/entry-server.js', '/server/assets/core-abc123.js']) {
      const res = await server()(path);
      expect(await res.text(), path).not.toContain(FIXTURE_SERVER_CODE.trim());
      expect(res.headers.get('content-type'), path).not.toContain('javascript');
    }
    expect(dist.files.has('/server/entry-server.js')).toBe(false);
  });

  it('serves other public files briefly fresh', async () => {
    const res = await server()('/favicon.svg');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
  });
});

describe('pages', () => {
  it('are the shell with the settings written in, public for a CDN, with the CSP and an ETag', async () => {
    const res = await server()('/news/some-article');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL);
    expect(res.headers.get('content-security-policy')).toContain("connect-src 'self' http://services.test");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(await res.text()).toContain(
      `<script type="application/json" id="uzfc-config">{"adapters":"http","siteOrigin":"${ORIGIN}"}</script>`,
    );
  });

  it('carry the head scripts; the CSP allows those, the boot script and the quick-leave page view by their hashes, and no other inline script', async () => {
    const res = await server()('/news/some-article');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp.split('; ').find((d) => d.startsWith('script-src'))).toBe(
      `script-src 'self' ${ACCESSIBILITY_HEAD_SCRIPT_HASH} ${COOKIE_NOTICE_HEAD_SCRIPT_HASH} ${BOOT_SCRIPT_HASH} ${QUICK_LEAVE_PAGE_VIEW_SCRIPT_HASH}`,
    );
    const html = await res.text();
    expect(html).toContain(`<script>${ACCESSIBILITY_HEAD_SCRIPT}</script>`);
    expect(html).toContain(`<script>${COOKIE_NOTICE_HEAD_SCRIPT}</script>`);
  });

  it('answers 304 to the page ETag', async () => {
    const fetch = server();
    const etag = (await fetch('/')).headers.get('etag')!;
    expect((await fetch('/', { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it('takes the page Cache-Control from the options', async () => {
    expect((await server({ pageCacheControl: 'public, max-age=5' })('/')).headers.get('cache-control')).toBe(
      'public, max-age=5',
    );
  });

  it('is the same public HTML with auth cookies: the render never sees them and cannot set one', async () => {
    const seen: (string | null)[] = [];
    const render: RenderHook = async (req) => {
      seen.push(req.headers.get('cookie'), req.headers.get('authorization'));
      return new Response(`<p>${'page '.repeat(300)}</p>`, {
        headers: { 'content-type': 'text/html', 'set-cookie': 'leak=1' },
      });
    };
    const fetch = server({ render, pageCacheMs: 0 });
    const anonymous = await fetch('/');
    const signedIn = await fetch('/', {
      headers: { cookie: 'uzfc_access=secret; uzfc_refresh=secret2', authorization: 'Bearer x' },
    });
    expect(seen).toEqual([null, null, null, null]);
    expect(signedIn.headers.get('set-cookie')).toBeNull();
    expect(signedIn.headers.get('etag')).toBe(anonymous.headers.get('etag'));
    expect(await signedIn.text()).toBe(await anonymous.text());
  });

  it("compresses a large page by the request's Accept-Encoding", async () => {
    const render: RenderHook = async () =>
      new Response(`<p>${'page '.repeat(1000)}</p>`, { headers: { 'content-type': 'text/html' } });
    const res = await server({ render })('/', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(
      `<p>${'page '.repeat(1000)}</p>`,
    );
  });

  it('renders a page once while it is fresh in this instance, again after it expires', async () => {
    let renders = 0;
    let now = 1_000;
    const render: RenderHook = async () => {
      renders += 1;
      return new Response('<p>hi</p>', { headers: { 'content-type': 'text/html' } });
    };
    const fetch = server({ render, pageCacheMs: 10_000, now: () => now });
    await Promise.all([fetch('/news'), fetch('/news'), fetch('/news')]);
    expect(renders).toBe(1);
    now += 10_001;
    await fetch('/news');
    expect(renders).toBe(2);
    await fetch('/news?page=2');
    expect(renders).toBe(3);
  });

  it('renders a page once for every query variant its route does not read, from the address it reads', async () => {
    const seen: string[] = [];
    const render: RenderHook = Object.assign(
      async (request: Request) => {
        seen.push(new URL(request.url).search);
        return new Response(`<p>${'a page '.repeat(300)}</p>`, { headers: { 'content-type': 'text/html' } });
      },
      // as the route table says (app/router/page-address.ts): this page reads ?team alone
      {
        pageAddress: (url: URL) =>
          url.searchParams.has('team') ? `${url.pathname}?team=${url.searchParams.get('team')}` : url.pathname,
      },
    );
    const fetch = server({ render, now: () => 0 });
    for (let v = 0; v < 120; v++) expect((await fetch(`/videos/browse?utm_source=x${v}`)).status).toBe(200);
    await fetch('/videos/browse?team=Men&v=1');
    await fetch('/videos/browse?v=2&team=Men');
    expect(seen).toEqual(['', '?team=Men']);
  });

  it("holds pages within its bytes: a large page's variants do not grow the instance", async () => {
    let renders = 0;
    const render: RenderHook = async (request) => {
      renders += 1;
      return new Response(`<p>${new URL(request.url).search}${'x'.repeat(200_000)}</p>`, {
        headers: { 'content-type': 'text/html' },
      });
    };
    const cache = { maxEntries: 500, maxBytes: 1_000_000 };
    const fetch = server({ render, now: () => 0, pageCacheLimits: cache });
    for (let v = 0; v < 20; v++) await fetch(`/big?v=${v}`, { headers: { 'accept-encoding': 'br' } });
    expect(renders).toBe(20);
    // the newest few are kept, the oldest gone: asking for the first again renders it again
    await fetch('/big?v=19');
    expect(renders).toBe(20);
    await fetch('/big?v=0');
    expect(renders).toBe(21);
  });

  it('keeps the status a render gives (a 404 page) and caches it only briefly, never as a page', async () => {
    let renders = 0;
    const render: RenderHook = async () => {
      renders += 1;
      return new Response('<h1>404 error</h1>', { status: 404, headers: { 'content-type': 'text/html' } });
    };
    const site = server({ render });
    const res = await site('/videos/no-such-video');
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    // the instance keeps no 404 (a junk address must not take a page's place in its cache): asked again, rendered again
    expect((await site('/videos/no-such-video')).status).toBe(404);
    expect(renders).toBe(2);
  });

  it.each([
    [
      'throws',
      (async () => {
        throw new Error('boom');
      }) as RenderHook,
    ],
    ['returns no Response', (async () => 'html') as unknown as RenderHook],
    [
      'gives a body that fails',
      (async () =>
        new Response(
          new ReadableStream({
            start(c) {
              c.error(new Error('stream broke'));
            },
          }),
        )) as RenderHook,
    ],
  ])('answers the 500 error page when the render %s, and keeps serving', async (_, render) => {
    const fetch = server({ render });
    const res = await fetch('/');
    expect(res.status).toBe(500);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('500 error');
    expect(html).toContain("Sorry, it looks like the page you are looking for isn't available right now.");
    expect((await fetch(JS)).status).toBe(200);
  });
});

describe('hostile addresses', () => {
  const hostile = [
    '/%',
    '/news/%E0%A4%A',
    '/%00',
    '/news/%0d%0aSet-Cookie:x=1',
    `/${'a'.repeat(3000)}`,
    '/..%2f..%2fetc/passwd',
    '/assets/..%2f..%2fpackage.json',
    '/%C0%AF',
    '/%FF%FE',
    '/news/%ED%A0%80',
  ];
  it.each(hostile.map((p) => [p.length > 60 ? `${p.slice(0, 20)}... (${p.length} chars)` : p, p]))(
    '%s answers 400 with a small HTML page',
    async (_, path) => {
      const res = await server()(path);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await res.text()).toContain('400 error');
    },
  );

  it('resolves encoded dot segments as URL parsing does, before any lookup: never a file outside the build', async () => {
    const res = await server()('/%2e%2e/%2e%2e/package.json');
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toContain('id="uzfc-config"');
  });

  it('keeps answering after all of them', async () => {
    const fetch = server();
    for (const path of hostile) await fetch(path);
    expect((await fetch('/')).status).toBe(200);
  });
});

describe('service routes', () => {
  it('has a health check that is never cached', async () => {
    const res = await server()('/healthz');
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses methods other than GET and HEAD', async () => {
    const res = await server()('/', { method: 'POST', body: 'x' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers HEAD with the headers only', async () => {
    const res = await server()(JS, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBeTruthy();
    expect(await res.text()).toBe('');
  });

  it('every answer says nosniff: the health check, 405, 503s, 404s, pages, files and the portal return', async () => {
    const fetch = server();
    const answers = [
      await fetch('/healthz'),
      await fetch('/', { method: 'POST', body: 'x' }),
      await fetch('/', { method: 'DELETE' }),
      await fetch('/sitemap.xml'),
      await fetch('/matches/calendar.ics'),
      await fetch('/robots.txt'),
      await fetch('/assets/index-missing.js'),
      await fetch('/favicon.svg'),
      await fetch(JS),
      await fetch('/news'),
      await fetch('/%E0%A4%A'),
      await fetch('/news?tokenpayload=x'),
    ];
    for (const res of answers) expect(res.headers.get('x-content-type-options'), res.url).toBe('nosniff');
  });

  it('answers sitemap.xml 503 without sources, robots.txt always', async () => {
    expect((await server()('/sitemap.xml')).status).toBe(503);
    expect(await (await server()('/robots.txt')).text()).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe("the portal's return", () => {
  it('never reaches a page, an asset or the address gate: the session handler answers it first', async () => {
    const seen: string[] = [];
    const session = async (request: Request) => {
      if (!new URL(request.url).searchParams.has('tokenpayload')) return null;
      seen.push(new URL(request.url).pathname);
      return new Response(null, { status: 302, headers: { location: '/' } });
    };
    const render: RenderHook = async () => {
      throw new Error('a page saw the tokenpayload');
    };
    const fetch = server({ session, render });
    for (const path of ['/news?tokenpayload=x', '/%5Cevil?tokenpayload=x', JS + '?tokenpayload=x'])
      expect((await fetch(path)).status).toBe(302);
    expect(seen).toEqual(['/news', '/%5Cevil', JS]);
    expect((await fetch(JS)).status).toBe(200);
  });

  it('without a session handler a tokenpayload still goes straight to the clean address, uncached', async () => {
    const res = await server()('/news?page=2&tokenpayload=v1.a.b&loginSuccess=true');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/news?page=2');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await server()('//evil.example/?tokenpayload=x')).headers.get('location')).toBe('/');
  });
});

describe('the pictures under /images', () => {
  it("are the image library's, even a key with an encoded slash the address gate would refuse", async () => {
    const asked: string[] = [];
    const site = server({
      images: async (request) => {
        asked.push(new URL(request.url).pathname);
        return new Response('picture', { headers: { 'content-type': 'image/webp' } });
      },
    });
    const res = await site('/images/v2/a%2Fb/400x225?fit=cover');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(asked).toEqual(['/images/v2/a%2Fb/400x225']);
  });

  it('answer 503 where no image library is configured, never a page', async () => {
    const res = await server()('/images/v2/a/400x225');
    expect(res.status).toBe(503);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
