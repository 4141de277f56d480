import fc from 'fast-check';
import { logLineOf, type JsonClientLogEntry } from '@adapters/http/shared/json-client';
import { createImagePassThrough, imagePathOf, PASS_THROUGH_HEADER } from './image-pass-through';

const LIBRARY = 'http://library.test/images';
const SITE = 'https://www.uzfc.test';
const webp = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4]);

/** a pass-through over a fake library that records what it was asked */
function over(answer: (url: string, init: RequestInit) => Response | Promise<Response>, timeoutMs = 1_000) {
  const asked: { url: string; headers: Headers; method: string }[] = [];
  const logged: string[] = [];
  const log = (e: JsonClientLogEntry) => logged.push(logLineOf(e));
  const pass = createImagePassThrough({
    upstream: `${LIBRARY}/`,
    timeoutMs,
    fetch: (async (url: string, init: RequestInit) => {
      asked.push({ url, headers: new Headers(init.headers), method: init.method ?? 'GET' });
      return answer(url, init);
    }) as typeof fetch,
    log,
  });
  return { pass, asked, logged };
}

const picture = (extra: Record<string, string> = {}) =>
  new Response(webp, {
    status: 200,
    headers: {
      'content-type': 'image/webp',
      'content-length': String(webp.byteLength),
      'cache-control': 'public, max-age=31536000, immutable',
      etag: '"p1"',
      'set-cookie': 'library=1',
      ...extra,
    },
  });

describe('the image library on the site origin', () => {
  it('streams a picture from the library with its type, length and caching, varying on Accept', async () => {
    const { pass, asked } = over(() => picture());
    const res = await pass(
      new Request(`${SITE}/images/v2/news-72-women/1000x563?fit=cover`, { headers: { accept: 'image/webp,*/*' } }),
    );
    expect(asked[0]?.url).toBe(`${LIBRARY}/v2/news-72-women/1000x563?fit=cover`);
    expect(asked[0]?.headers.get('accept')).toBe('image/webp,*/*');
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(webp);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('content-length')).toBe(String(webp.byteLength));
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('etag')).toBe('"p1"');
    expect(res.headers.get('vary')).toBe('Accept');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("never passes the fan's cookies or credentials to the library, nor the library's cookies to the fan", async () => {
    const { pass, asked } = over(() => picture());
    const res = await pass(
      new Request(`${SITE}/images/v2/a/400x225`, {
        headers: { cookie: 'uzfc_session=secret', authorization: 'Bearer t', 'if-none-match': '"p1"' },
      }),
    );
    const sent = asked[0]!.headers;
    expect(sent.get('cookie')).toBeNull();
    expect(sent.get('authorization')).toBeNull();
    expect(sent.get('if-none-match')).toBe('"p1"');
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('a revalidation the library answers 304 is answered 304, and HEAD has no body', async () => {
    const notModified = over(() => new Response(null, { status: 304, headers: { etag: '"p1"' } }));
    const res = await notModified.pass(
      new Request(`${SITE}/images/v2/a/400x225`, { headers: { 'if-none-match': '"p1"' } }),
    );
    expect(res.status).toBe(304);
    const head = over(() => picture());
    const answered = await head.pass(new Request(`${SITE}/images/v2/a/400x225`, { method: 'HEAD' }));
    expect(head.asked[0]?.method).toBe('HEAD');
    expect(answered.status).toBe(200);
    expect(answered.body).toBeNull();
  });

  it('refuses to change anything: only GET and HEAD', async () => {
    const { pass, asked } = over(() => picture());
    const res = await pass(new Request(`${SITE}/images/v2/a/400x225`, { method: 'POST', body: 'x' }));
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    expect(asked).toHaveLength(0);
  });

  it('serves only pictures: a page, a redirect or a script from the library is not passed on', async () => {
    for (const answer of [
      new Response('<script>alert(1)</script>', { status: 200, headers: { 'content-type': 'text/html' } }),
      new Response(null, { status: 302, headers: { location: 'https://evil.test/' } }),
      new Response('x', { status: 200 }),
    ]) {
      const { pass } = over(() => answer);
      const res = await pass(new Request(`${SITE}/images/v2/a/400x225`));
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(res.headers.get('location')).toBeNull();
    }
  });

  it('a library that is down, failing or slow gets a short answer of its own, never a hang', async () => {
    const down = over(() => Promise.reject(new TypeError('fetch failed')));
    expect((await down.pass(new Request(`${SITE}/images/v2/a/1x1`))).status).toBe(502);
    expect(down.logged[0]).toBe(
      '[image-library] GET /v2/a/1x1 failed: SERVICE.UNAVAILABLE not reached (TypeError: fetch failed)',
    );
    const failing = over(() => new Response('boom', { status: 500 }));
    expect((await failing.pass(new Request(`${SITE}/images/v2/a/1x1`))).status).toBe(502);
    const slow = over(
      (_url, init) =>
        new Promise<Response>((_, fail) => init.signal?.addEventListener('abort', () => fail(new Error('aborted')))),
      20,
    );
    const res = await slow.pass(new Request(`${SITE}/images/v2/a/1x1`));
    expect(res.status).toBe(504);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('a library that stalls in the middle of a picture is cut after the timeout, not left hanging', async () => {
    const { pass } = over(
      (_url, init) =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(stream) {
              stream.enqueue(webp.slice(0, 4));
              init.signal?.addEventListener('abort', () => stream.error(new Error('aborted')));
            },
          }),
          { status: 200, headers: { 'content-type': 'image/webp' } },
        ),
      30,
    );
    const res = await pass(new Request(`${SITE}/images/v2/a/1x1`));
    expect(res.status).toBe(200);
    await expect(res.arrayBuffer()).rejects.toThrow();
  });

  it('a missing picture is a short-lived 404', async () => {
    const { pass } = over(() => new Response('no', { status: 404 }));
    const res = await pass(new Request(`${SITE}/images/v2/none/1x1`));
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('a request that came back round (the library configured as the site itself) stops at once', async () => {
    const { pass, asked, logged } = over(() => picture());
    const res = await pass(new Request(`${SITE}/images/v2/a/1x1`, { headers: { [PASS_THROUGH_HEADER]: '1' } }));
    expect(res.status).toBe(508);
    expect(asked).toHaveLength(0);
    expect(logged[0]).toMatch(/services\.imageLibrary/);
  });

  it('marks its own requests, so such a loop is seen', async () => {
    const { pass, asked } = over(() => picture());
    await pass(new Request(`${SITE}/images/v2/a/1x1`));
    expect(asked[0]?.headers.get(PASS_THROUGH_HEADER)).toBe('1');
  });
});

describe('imagePathOf', () => {
  it("keeps a key's encoded slash encoded, and the query", () => {
    expect(imagePathOf(`${SITE}/images/v2/a%20b%2Fc/500x500?fit=contain`)).toBe('v2/a%20b%2Fc/500x500?fit=contain');
  });

  it('refuses what is not a picture address under /images', () => {
    for (const url of [
      `${SITE}/imagesx/v2/a/1x1`,
      `${SITE}/images/`,
      `${SITE}/images/v2//1x1`,
      `${SITE}/images/%2e%2E/web-api/news`,
      `${SITE}/images/v2/%00/1x1`,
      `${SITE}/images/v2/%E0%A4%A/1x1`,
      `${SITE}/images/v2/%C0%AF/1x1`,
      `${SITE}/images/${'a'.repeat(3000)}`,
      'not a url',
    ])
      expect(imagePathOf(url)).toBeNull();
  });

  it('whatever the address, what it forwards stays under the library (never another path or host)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const path = imagePathOf(`${SITE}/images/${a}/${b}`);
        if (path === null) return;
        const target = new URL(`${LIBRARY}/${path}`);
        expect(target.origin).toBe(new URL(LIBRARY).origin);
        expect(target.pathname.startsWith('/images/')).toBe(true);
      }),
    );
  });
});
