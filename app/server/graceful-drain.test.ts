/**
 * Stopping an instance without failing anyone: over real sockets, a site server whose pages are
 * held until the test lets them go, and the process itself under SIGTERM.
 */
import { request as httpRequest, Agent, createServer, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { startSiteServer, type RunningSiteServer } from './node-entry';
import { writeFixtureDist } from './testing/fixture-dist';
import { spawnSiteServer } from './testing/spawn-site-server';

interface Answer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** a GET that reports a cut connection as an error, never as an answer */
function get(port: number, path: string, agent?: Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, agent: agent ?? false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** whether a new TCP connection is accepted */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const until = async (check: () => boolean, ms = 5_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('draining a site server', () => {
  let site: RunningSiteServer;
  let release: () => void;
  let held: Promise<void>;
  let rendering = 0;

  beforeEach(async () => {
    held = new Promise<void>((r) => (release = r));
    rendering = 0;
    site = await startSiteServer({
      port: 0,
      distDir: writeFixtureDist(),
      log: () => undefined,
      env: { UZFC_STAND_IN_ORIGIN: 'http://127.0.0.1:9', UZFC_PAGE_CACHE_MS: '0' },
      // pages under /slow wait until the test lets them go
      render: async (req) => {
        if (new URL(req.url).pathname.startsWith('/slow')) {
          rendering += 1;
          await held;
        }
        return new Response('<!doctype html><title>page</title><p>the page</p>', {
          headers: { 'content-type': 'text/html; charset=utf-8' },
        });
      },
    });
  });
  afterEach(async () => {
    release();
    await site.close().catch(() => undefined);
  });

  it('answers every request in flight, on a closing connection, and stops accepting new ones', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 4 });
    const inFlight = [get(site.port, '/slow/1', agent), get(site.port, '/slow/2', agent)];
    await until(() => rendering === 2);

    let drained = false;
    const drain = site.drain({ deadlineMs: 5_000 }).then((r) => {
      drained = true;
      return r;
    });
    // not accepting any more, while both are still being rendered
    await new Promise((r) => setTimeout(r, 50));
    expect(await accepts(site.port)).toBe(false);
    expect(drained).toBe(false);

    release();
    const answers = await Promise.all(inFlight);
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(a.body).toContain('the page');
      // no client keeps a connection to an instance that is going away
      expect(a.headers.connection).toBe('close');
    }
    expect(await drain).toEqual({ answered: 2, cut: 0 });
    agent.destroy();
  });

  it('says draining on its health check during the notice, and still serves pages', async () => {
    expect((await get(site.port, '/healthz')).status).toBe(200);
    const drain = site.drain({ noticeMs: 600, deadlineMs: 1_000 });
    const health = await get(site.port, '/healthz');
    expect(health.status).toBe(503);
    expect(JSON.parse(health.body)).toEqual({ status: 'draining' });
    expect(health.headers['cache-control']).toBe('no-store');
    const page = await get(site.port, '/news');
    expect(page.status).toBe(200);
    expect(page.headers.connection).toBe('close');
    await drain;
    expect(await accepts(site.port)).toBe(false);
  });

  it('cuts what is still running at the deadline, and says how many', async () => {
    const stuck = get(site.port, '/slow/stuck').then(
      () => 'answered',
      () => 'cut',
    );
    await until(() => rendering === 1);
    const started = Date.now();
    expect(await site.drain({ deadlineMs: 300 })).toEqual({ answered: 0, cut: 1 });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await stuck).toBe('cut');
  });
});

describe('the site server process on SIGTERM', () => {
  it('answers the request in flight, refuses new connections, then exits 0', async () => {
    // a club service that answers the sitemap's questions after 1.5 s
    let asked = 0;
    const slowService = createServer((_req, res) => {
      asked += 1;
      setTimeout(() => res.writeHead(503, { 'content-type': 'application/json' }).end('{}'), 1_500);
    });
    await new Promise<void>((r) => slowService.listen(0, '127.0.0.1', () => r()));
    const servicePort = (slowService.address() as { port: number }).port;

    const { child, port, output } = await spawnSiteServer({
      DIST_DIR: writeFixtureDist(),
      UZFC_STAND_IN_ORIGIN: `http://127.0.0.1:${servicePort}`,
      UZFC_TIMEOUT_MS: '5000',
    });
    const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
      child.once('exit', (code) => resolve({ code, at: Date.now() })),
    );
    try {
      const inFlight = get(port, '/sitemap.xml').then((a) => ({ ...a, at: Date.now() }));
      await until(() => asked > 0, 10_000);
      child.kill('SIGTERM');
      await until(() => output().includes('draining'), 5_000);
      expect(await accepts(port)).toBe(false);

      const answer = await inFlight;
      // answered in full (the sitemap, or its honest 503), not cut
      expect([200, 503]).toContain(answer.status);
      expect(answer.body.length).toBeGreaterThan(0);
      const exit = await exited;
      expect(exit.code).toBe(0);
      expect(exit.at).toBeGreaterThanOrEqual(answer.at);
      expect(output()).toMatch(/drained: 1 answered after SIGTERM, 0 cut/);
    } finally {
      child.kill('SIGKILL');
      slowService.closeAllConnections();
      slowService.close();
    }
  }, 40_000);
});
