/**
 * The Node entry over real sockets: hostile request lines sent byte for byte to a
 * spawned site server process, which must answer each and still be running; and the
 * sitemap built through the HTTP adapters from a running stand-in.
 */
import type { ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { JSDOM } from 'jsdom';
import { startStandIn } from '../../stand-in/server';
import { startSiteServer } from './node-entry';
import { writeFixtureDist } from './testing/fixture-dist';
import { spawnSiteServer } from './testing/spawn-site-server';

/** sends raw bytes, returns the status line of the answer (or what happened) */
function rawRequest(port: number, bytes: Buffer | string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.on('data', (d) => {
      data += d.toString('latin1');
    });
    socket.on('error', (e) => resolve(`socket error ${e.message}`));
    socket.on('close', () => resolve(data.split('\r\n')[0] ?? ''));
    socket.setTimeout(5_000, () => socket.destroy());
    socket.write(bytes);
    // half-close so a server waiting for more of a broken request answers or closes
    socket.end();
  });
}

const line = (target: string) => `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`;

describe('site server process on a real socket', () => {
  let child: ChildProcess;
  let port = 0;

  beforeAll(async () => {
    ({ child, port } = await spawnSiteServer({
      DIST_DIR: writeFixtureDist(),
      UZFC_STAND_IN_ORIGIN: 'http://127.0.0.1:9',
    }));
  }, 30_000);
  afterAll(() => {
    child.kill('SIGTERM');
  });

  it.each([
    ['/%', /^HTTP\/1\.1 400 /],
    ['/news/%E0%A4%A', /^HTTP\/1\.1 400 /],
    ['/%00', /^HTTP\/1\.1 400 /],
    ['/..%2f..%2fetc/passwd', /^HTTP\/1\.1 400 /],
    [`/${'x'.repeat(3000)}`, /^HTTP\/1\.1 400 /],
    // beyond Node's header limit: refused before any handler, still answered
    [`/${'x'.repeat(20_000)}`, /^HTTP\/1\.1 431 /],
  ])('answers %s', async (target, expected) => {
    expect(await rawRequest(port, line(target))).toMatch(expected);
  });

  it('answers raw bytes that are not UTF-8, a broken request line and a bad Host', async () => {
    expect(
      await rawRequest(
        port,
        Buffer.concat([
          Buffer.from('GET /'),
          Buffer.from([0xff, 0xfe, 0xc0]),
          Buffer.from(' HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'),
        ]),
      ),
    ).toMatch(/^HTTP\/1\.1 (400|200) /);
    expect(await rawRequest(port, 'GARBAGE\r\n\r\n')).toMatch(/^HTTP\/1\.1 400 /);
    expect(await rawRequest(port, 'GET / HTTP/1.1\r\nHost: exa mple\r\nConnection: close\r\n\r\n')).toMatch(
      /^HTTP\/1\.1 (400|200) /,
    );
  });

  it('is still up and serving after all of them', async () => {
    expect(child.exitCode).toBeNull();
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(res.status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${port}/news`)).status).toBe(200);
  });
});

/** a site server (the fixture build) over a running stand-in, both closed after `use` */
async function overStandIn(
  env: NodeJS.ProcessEnv,
  use: (running: { site: { url: string }; standIn: { url: string } }) => Promise<void>,
): Promise<void> {
  const standIn = await startStandIn({ port: 0 });
  const site = await startSiteServer({
    port: 0,
    distDir: writeFixtureDist(),
    log: () => undefined,
    env: { UZFC_STAND_IN_ORIGIN: standIn.url, ...env },
  });
  try {
    await use({ site, standIn });
  } finally {
    await site.close();
    await standIn.close();
  }
}

describe('sitemap.xml through the HTTP adapters', () => {
  it('lists sections, news articles, content pages and videos as absolute URLs on the site origin', async () => {
    await overStandIn({ UZFC_SITE_ORIGIN: 'https://www.uzfc.example' }, async ({ site }) => {
      const res = await fetch(`${site.url}/sitemap.xml`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      const doc = new JSDOM(await res.text(), { contentType: 'application/xml' }).window.document;
      expect(doc.querySelector('parsererror')).toBeNull();
      expect(doc.documentElement.localName).toBe('urlset');
      expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
      const locs = [...doc.getElementsByTagName('loc')].map((l) => l.textContent ?? '');
      expect(new Set(locs).size).toBe(locs.length);
      for (const loc of locs) expect(loc).toMatch(/^https:\/\/www\.uzfc\.example\//);
      const paths = locs.map((l) => new URL(l).pathname);
      expect(paths).toEqual(expect.arrayContaining(['/', '/news', '/videos', '/live']));
      expect(paths.filter((p) => /^\/news\/[\w-]+$/.test(p)).length).toBeGreaterThan(20);
      expect(paths.filter((p) => /^\/videos\/[\w-]+$/.test(p)).length).toBeGreaterThan(20);
      expect(paths).toContain('/club/policies/data-protection/archive/2024-statement');
      for (const lastmod of doc.getElementsByTagName('lastmod'))
        expect(lastmod.textContent).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });
  }, 30_000);
});

describe('the pictures on the site origin', () => {
  it("are the stand-in image library's, in the format the browser accepts, and nothing of the fan's reaches it", async () => {
    await overStandIn({}, async ({ site, standIn }) => {
      const path = '/images/v2/news-01-first-team/400x225?fit=cover';
      const direct = await fetch(`${standIn.url}${path}`, { headers: { accept: 'image/webp' } });
      const passed = await fetch(`${site.url}${path}`, { headers: { accept: 'image/webp', cookie: 'uzfc_session=x' } });
      expect(passed.status).toBe(200);
      expect(passed.headers.get('content-type')).toBe('image/webp');
      expect(passed.headers.get('vary')).toBe('Accept');
      expect(Buffer.from(await passed.arrayBuffer())).toEqual(Buffer.from(await direct.arrayBuffer()));
      const png = await fetch(`${site.url}${path}`, { headers: { accept: 'image/png' } });
      expect(png.headers.get('content-type')).toBe('image/png');
    });
  }, 30_000);
});
