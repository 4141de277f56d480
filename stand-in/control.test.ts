import { createStandIn } from './app';

const req = (path: string, init?: RequestInit) => new Request(`http://stand-in.test${path}`, init);

describe('fault injection', () => {
  it('500, malformed and schema faults change only the named service, and none restores it', async () => {
    const s = createStandIn();
    s.control.setFault('sponsors', '500');
    expect((await s.fetch(req('/sponsors/footer'))).status).toBe(500);
    expect((await s.fetch(req('/web-api/menus'))).status).toBe(200);
    s.control.setFault('sponsors', 'malformed');
    const malformed = await s.fetch(req('/sponsors/footer'));
    expect(malformed.status).toBe(200);
    await expect(malformed.json()).rejects.toThrow();
    s.control.setFault('sponsors', 'schema');
    expect(await (await s.fetch(req('/sponsors/footer'))).json()).not.toHaveProperty('rows');
    s.control.setFault('sponsors', 'none');
    expect(await (await s.fetch(req('/sponsors/footer'))).json()).toHaveProperty('rows');
  });

  it('timeout holds the answer until the caller gives up', async () => {
    const s = createStandIn();
    s.control.setFault('image-library', 'timeout');
    const controller = new AbortController();
    const pending = s.fetch(req('/images/v2/a/10x10', { signal: controller.signal }));
    const raced = await Promise.race([
      pending.then(() => 'answered'),
      new Promise((r) => setTimeout(() => r('waiting'), 50)),
    ]);
    expect(raced).toBe('waiting');
    controller.abort();
    expect((await pending).status).toBe(504);
  });

  it('a timeout fault holds for the configured time, then answers 504', async () => {
    const s = createStandIn({ timeoutFaultMs: 30 });
    expect(s.control.timeoutMs).toBe(30);
    s.control.setFault('sponsors', 'timeout');
    const started = Date.now();
    expect((await s.fetch(req('/sponsors/footer'))).status).toBe(504);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    expect(createStandIn().control.timeoutMs).toBe(30_000);
  });

  it('an unknown service or kind is refused loudly', () => {
    const s = createStandIn();
    expect(() => s.control.setFault('nope', '500')).toThrow(/Unknown stand-in service/);
    expect(() => s.control.setFault('sponsors', 'weird' as never)).toThrow(/Unknown fault kind/);
  });

  it('POST /__control/faults is honoured only with controls enabled', async () => {
    const body = JSON.stringify({ service: 'promo-overlays', kind: '500' });
    const post = { method: 'POST', body, headers: { 'content-type': 'application/json' } };
    const closed = createStandIn();
    expect((await closed.fetch(req('/__control/faults', post))).status).toBe(404);
    expect((await closed.fetch(req('/promo-overlays?channel=Web'))).status).toBe(200);
    const open = createStandIn({ controls: true });
    expect((await open.fetch(req('/__control/faults', post))).status).toBe(200);
    expect((await open.fetch(req('/promo-overlays?channel=Web'))).status).toBe(500);
    expect((await open.fetch(req('/__control/faults', { ...post, body: '{"service":"x","kind":"500"}' }))).status).toBe(
      400,
    );
  });
});

describe('CORS', () => {
  it('answers a preflight for a localhost origin with credentials and refuses others', async () => {
    const s = createStandIn();
    const preflight = (origin: string) =>
      s.fetch(req('/web-api/news', { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'GET' } }));
    const ok = await preflight('http://localhost:5173');
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(ok.headers.get('access-control-allow-credentials')).toBe('true');
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
  });

  it("lets the browser resume the match feed's event stream with Last-Event-ID (else it falls back to polling every 5 s)", async () => {
    const s = createStandIn();
    const preflight = await s.fetch(
      req('/match-data/matches/t1-live/events?after=3', {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:5173',
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'last-event-id',
        },
      }),
    );
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('last-event-id');
  });

  it('a configured site origin replaces the localhost default', async () => {
    const s = createStandIn({ siteOrigin: 'https://www.uzfc.example' });
    const res = await s.fetch(req('/web-api/menus', { headers: { origin: 'https://www.uzfc.example' } }));
    expect(res.headers.get('access-control-allow-origin')).toBe('https://www.uzfc.example');
    const other = await s.fetch(req('/web-api/menus', { headers: { origin: 'http://localhost:5173' } }));
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
