import fc from 'fast-check';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Compressor } from './compressor';
import type { Encoding } from './negotiate-encoding';
import { nodeCompressor } from './node-compressor';
import { createPageCache } from './page-cache';
import { createPageHandler } from './page-handler';
import type { RenderHook } from './render-hook';

const PAGE = `<main>${'<p>a cached page</p>'.repeat(200)}</main>`;

/** node's compressor, counting its calls by coding; `fail` makes the next calls reject */
function countingCompressor() {
  const calls: Encoding[] = [];
  const state = { fail: false };
  const compressor: Compressor = {
    encodings: nodeCompressor.encodings,
    compress: (body, encoding) => {
      calls.push(encoding);
      return state.fail ? Promise.reject(new Error('out of memory')) : nodeCompressor.compress(body, encoding);
    },
  };
  return { compressor, calls, state };
}

/** the page handler over a render hook: a 10 s cache at a fixed clock */
function pageHandlerOver(render: RenderHook, compressor: Compressor, log: (message: string) => void = () => undefined) {
  return createPageHandler({
    render,
    context: { siteOrigin: 'https://www.uzfc.example', settings: {}, shellHtml: '' },
    cacheControl: 'public, s-maxage=60',
    contentSecurityPolicy: "default-src 'self'",
    compressor,
    cache: createPageCache({ maxEntries: 10, maxBytes: 1_000_000 }),
    cacheMs: 10_000,
    now: () => 1_000,
    log,
  });
}

function handler(compressor: Compressor, log: (message: string) => void = () => undefined) {
  let renders = 0;
  const render: RenderHook = async () => {
    renders += 1;
    return new Response(PAGE, { headers: { 'content-type': 'text/html; charset=utf-8' } });
  };
  const page = pageHandlerOver(render, compressor, log);
  const fetch = (acceptEncoding: string, init: { ifNoneMatch?: string } = {}) =>
    page(
      new Request('https://www.uzfc.example/', {
        headers: {
          'accept-encoding': acceptEncoding,
          ...(init.ifNoneMatch ? { 'if-none-match': init.ifNoneMatch } : {}),
        },
      }),
      '/',
    );
  return { fetch, renders: () => renders };
}

const decode = async (res: Response) => {
  const bytes = Buffer.from(await res.arrayBuffer());
  const coding = res.headers.get('content-encoding');
  return (coding === 'br' ? brotliDecompressSync(bytes) : coding === 'gzip' ? gunzipSync(bytes) : bytes).toString();
};

describe('a cached page is compressed once per coding, however many ask', () => {
  it('compresses once for br and once for gzip over many requests, concurrent ones included', async () => {
    const { compressor, calls } = countingCompressor();
    const { fetch, renders } = handler(compressor);
    // the first wave arrives before any compression has finished
    const wave = await Promise.all(Array.from({ length: 10 }, () => fetch('br, gzip')));
    for (let i = 0; i < 30; i++) wave.push(await fetch('br, gzip'));
    for (let i = 0; i < 20; i++) wave.push(await fetch('gzip'));
    expect(renders()).toBe(1);
    expect(calls.sort()).toEqual(['br', 'gzip']);
    for (const res of wave) expect(await decode(res)).toBe(PAGE);
  });

  it('sends each representation with its own ETag and length, and 304 without a body or length', async () => {
    const { compressor } = countingCompressor();
    const { fetch } = handler(compressor);
    const br = await fetch('br');
    const plain = await fetch('identity');
    expect(br.headers.get('etag')).toMatch(/^"[\w-]+-br"$/);
    expect(plain.headers.get('etag')).toBe(br.headers.get('etag')!.replace('-br"', '"'));
    expect(Number(br.headers.get('content-length'))).toBe((await br.clone().arrayBuffer()).byteLength);
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('cache-control')).toBe('public, s-maxage=60');
    const notModified = await fetch('br', { ifNoneMatch: br.headers.get('etag')! });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('content-length')).toBeNull();
    expect(notModified.headers.get('etag')).toBe(br.headers.get('etag'));
    expect(await notModified.text()).toBe('');
  });

  it('sends the page uncompressed when compressing fails, and tries again on the next request', async () => {
    const { compressor, calls, state } = countingCompressor();
    const logged: string[] = [];
    const { fetch } = handler(compressor, (m) => logged.push(m));
    state.fail = true;
    const failed = await fetch('br');
    expect(failed.status).toBe(200);
    expect(failed.headers.get('content-encoding')).toBeNull();
    expect(await failed.text()).toBe(PAGE);
    expect(logged).toEqual(['compressing / (br) failed: sent uncompressed']);
    state.fail = false;
    expect(await decode(await fetch('br'))).toBe(PAGE);
    expect(calls).toEqual(['br', 'br']);
  });

  it('property: any sequence of Accept-Encodings gets the page intact, with one compression per coding used', async () => {
    const accepts = fc.constantFrom('br, gzip', 'gzip', 'br;q=0.5, gzip', 'identity', '', 'br;q=0, gzip;q=0', '*');
    await fc.assert(
      fc.asyncProperty(fc.array(accepts, { minLength: 1, maxLength: 12 }), async (sequence) => {
        const { compressor, calls } = countingCompressor();
        const { fetch } = handler(compressor);
        const answers = await Promise.all(sequence.map((accept) => fetch(accept)));
        const used = new Set(answers.map((res) => res.headers.get('content-encoding')).filter(Boolean));
        expect(calls.length).toBe(used.size);
        for (const res of answers) expect(await decode(res)).toBe(PAGE);
      }),
      { numRuns: 30 },
    );
  });
});

describe('a render shared by several visitors belongs to none of them', () => {
  /** a render that waits for `release` and, like the real one, stops when its request's signal aborts */
  function heldRender() {
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    let renders = 0;
    const render: RenderHook = async (request) => {
      renders += 1;
      await new Promise<void>((resolve, reject) => {
        request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        void released.then(resolve);
      });
      return new Response(PAGE, { headers: { 'content-type': 'text/html; charset=utf-8' } });
    };
    const page = pageHandlerOver(render, nodeCompressor);
    const visit = (signal?: AbortSignal) =>
      page(new Request('https://www.uzfc.example/matches', signal ? { signal } : {}), '/matches');
    return { visit, release, renders: () => renders };
  }

  it('the first visitor hanging up fails no one else: 29 of 30 concurrent visitors get the page', async () => {
    const { visit, release, renders } = heldRender();
    const first = new AbortController();
    const answers = [visit(first.signal), ...Array.from({ length: 29 }, () => visit())];
    first.abort();
    release();
    const settled = await Promise.all(answers.map((a) => a.then((r) => r.status)));
    expect(settled.slice(1)).toEqual(Array.from({ length: 29 }, () => 200));
    expect(renders()).toBe(1);
  });

  it('every visitor hanging up still leaves the page rendered once and cached for the next', async () => {
    const { visit, release, renders } = heldRender();
    const leaving = Array.from({ length: 3 }, () => new AbortController());
    const answers = leaving.map((c) => visit(c.signal));
    for (const c of leaving) c.abort();
    release();
    await Promise.allSettled(answers);
    expect((await visit()).status).toBe(200);
    expect(renders()).toBe(1);
  });
});
