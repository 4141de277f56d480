import { skip } from 'rxjs';
import { useStandInServer } from '@test/msw/use-stand-in-server';
import type { FaultKind } from '@stand-in/app';
import { createHttpActivityTracker } from '../http-activity/http-activity';
import { createJsonClient } from './json-client';
import { anEnrichedEvent } from '@core/analytics/analytics-event.test-support';

// a short timeout so the injected 30 s 'timeout' fault is cut off by the client
const over = useStandInServer({ timeoutMs: 100 });

const expected: Record<Exclude<FaultKind, 'none'>, string> = {
  '500': 'SERVICE.UNAVAILABLE',
  timeout: 'SERVICE.UNAVAILABLE',
  malformed: 'SERVICE.INVALID_RESPONSE',
  schema: 'SERVICE.INVALID_RESPONSE',
};

describe('faults become coded errors, never throws', () => {
  const calls = {
    news: () => over.news.list({ page: 1, pageSize: 3 }),
    pages: () => over.pages.page('club'),
    webSettings: () => over.webSettings.get(),
    sponsors: () => over.sponsors.footerRows(),
    adverts: () => over.adverts.footerAdverts(),
    promos: () => over.promos.overlays(),
    search: () => over.search.news({ term: 'club', size: 8, start: 0, sort: 'relevance', filter: 'all' }),
  };
  const serviceOf: Record<keyof typeof calls, string> = {
    news: 'web-api',
    pages: 'web-api',
    webSettings: 'web-api',
    sponsors: 'sponsors',
    adverts: 'experiments',
    promos: 'promo-overlays',
    search: 'news-search',
  };

  for (const [kind, code] of Object.entries(expected)) {
    it.each(Object.keys(calls) as (keyof typeof calls)[])(`${kind} on %s -> ${code}`, async (name) => {
      over.control.setFault(serviceOf[name], kind as FaultKind);
      const result = await calls[name]();
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.code).toBe(code);
      expect(over.logs).toHaveLength(1);
    });
  }

  it('analytics send under a 500 is SERVICE.UNAVAILABLE', async () => {
    over.control.setFault('analytics', '500');
    const r = await over.analytics.send(anEnrichedEvent({ action: 'x', screensize: 's' }));
    expect(r).toEqual({ ok: false, error: { code: 'SERVICE.UNAVAILABLE', service: 'analytics' } });
  });
});

describe('createJsonClient', () => {
  const respond = (body: string, status = 200) =>
    vi.fn(async () => new Response(body, { status, headers: { 'content-type': 'application/json' } }));

  it('logs a failure once, with the path but never the query string', async () => {
    const log = vi.fn();
    const client = createJsonClient({
      baseUrl: 'http://x.test/api/',
      service: 'web-api',
      fetchImpl: respond('oops', 502),
      log,
    });
    const r = await client.getJson('/news?token=abc', { access_token: 'secret-token', page: 1 });
    expect(r).toEqual({ ok: false, error: { code: 'SERVICE.UNAVAILABLE', service: 'web-api' } });
    expect(log).toHaveBeenCalledTimes(1);
    const entry = JSON.stringify(log.mock.calls[0]);
    expect(entry).toContain('/news');
    expect(entry).not.toContain('secret-token');
    expect(entry).not.toContain('token=abc');
  });

  it('builds the URL from base, path and defined query values', async () => {
    const fetchImpl = respond('{"a":1}');
    const client = createJsonClient({ baseUrl: 'http://x.test/api', service: 'web-api', fetchImpl, log: vi.fn() });
    expect(await client.getJson('news', { page: 2, category: undefined, q: 'a b' })).toEqual({
      ok: true,
      value: { a: 1 },
    });
    expect(fetchImpl.mock.calls[0]).toBeDefined();
    expect(String((fetchImpl.mock.calls[0] as unknown[])[0])).toBe('http://x.test/api/news?page=2&q=a+b');
  });

  it('404 is SERVICE.NOT_FOUND; a network error is SERVICE.UNAVAILABLE', async () => {
    const notFound = createJsonClient({
      baseUrl: 'http://x.test',
      service: 'sponsors',
      fetchImpl: respond('{}', 404),
      log: vi.fn(),
    });
    expect(await notFound.getJson('/a')).toEqual({
      ok: false,
      error: { code: 'SERVICE.NOT_FOUND', service: 'sponsors' },
    });
    const offline = createJsonClient({
      baseUrl: 'http://x.test',
      service: 'sponsors',
      fetchImpl: vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
      log: vi.fn(),
    });
    expect(await offline.getJson('/a')).toEqual({
      ok: false,
      error: { code: 'SERVICE.UNAVAILABLE', service: 'sponsors' },
    });
  });

  it('times out with fake timers: SERVICE.UNAVAILABLE after timeoutMs', async () => {
    vi.useFakeTimers();
    try {
      const hanging = vi.fn(
        (_url: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      );
      const client = createJsonClient({
        baseUrl: 'http://x.test',
        service: 'videos',
        timeoutMs: 8000,
        fetchImpl: hanging as typeof fetch,
        log: vi.fn(),
      });
      const pending = client.getJson('/slow');
      await vi.advanceTimersByTimeAsync(7999);
      let settled = false;
      void pending.then(() => {
        settled = true;
      });
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toEqual({ ok: false, error: { code: 'SERVICE.UNAVAILABLE', service: 'videos' } });
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports activity: in flight while waiting, failed after a failing burst', async () => {
    const activity = createHttpActivityTracker();
    const seen: { inFlight: number; failed: boolean }[] = [];
    activity.activity$.pipe(skip(1)).subscribe((a) => seen.push({ ...a }));
    const client = createJsonClient({
      baseUrl: 'http://x.test',
      service: 'web-api',
      fetchImpl: respond('not json'),
      activity,
      log: vi.fn(),
    });
    const r = await client.getJson('/x');
    expect(r).toEqual({ ok: false, error: { code: 'SERVICE.INVALID_RESPONSE', service: 'web-api' } });
    expect(seen).toEqual([
      { inFlight: 1, failed: false },
      { inFlight: 0, failed: true },
    ]);
  });

  it('postJson accepts an empty 2xx body', async () => {
    const client = createJsonClient({
      baseUrl: 'http://x.test',
      service: 'analytics',
      fetchImpl: vi.fn(async () => new Response(null, { status: 204 })),
      log: vi.fn(),
    });
    expect(await client.postJson('/events', { a: 1 })).toEqual({ ok: true, value: undefined });
  });
});

describe('json client: per-call headers and refusals', () => {
  it('sends per-call headers and hands a refusal body to onRefusal, still answering a coded error', async () => {
    const seen: Request[] = [];
    const fetchImpl: typeof fetch = async (input, init) => {
      seen.push(new Request(input, init));
      return new Response(JSON.stringify({ code: 'MEDIA.NOT_ENTITLED' }), {
        status: 403,
        headers: { 'content-type': 'application/json' },
      });
    };
    const client = createJsonClient({ baseUrl: 'http://x.test', service: 'stream', fetchImpl, log: () => undefined });
    const refusals: unknown[] = [];
    const r = await client.postJson(
      '/p',
      { a: 1 },
      { headers: { authorization: 'Bearer t' }, onRefusal: (x) => refusals.push(x) },
    );
    expect(r).toEqual({ ok: false, error: { code: 'SERVICE.UNAVAILABLE', service: 'stream' } });
    expect(refusals).toEqual([{ status: 403, body: { code: 'MEDIA.NOT_ENTITLED' } }]);
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer t');
    expect(seen[0]!.headers.get('content-type')).toBe('application/json');
  });
});
