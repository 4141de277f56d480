import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { createSsoService, openSsoAccounts } from './sso-service';

// The portal hands a fan's tokens to whatever redirect_uri says: it must only ever be the
// site's own origin, and its pages must not be framed, sniffed, cached or leak a Referer.
const PORTAL = 'http://stand-in.test';

function portal(allowedOrigins?: readonly string[]) {
  const accounts = openSsoAccounts({ dataDir: null });
  const app = new Hono();
  app.route('/sso', createSsoService({ accounts, ...(allowedOrigins ? { allowedOrigins } : {}) }));
  const at = (path: string, init?: RequestInit) => app.request(`${PORTAL}${path}`, init);
  return { app, at };
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  body: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});
let n = 0;
const registerWith = (at: ReturnType<typeof portal>['at'], redirect: string) =>
  at(
    '/sso/register',
    form({
      firstName: 'Ann',
      lastName: 'Fan',
      email: `sec${++n}@example.com`,
      password: 'correct horse',
      redirect_uri: redirect,
    }),
  );

afterEach(() => vi.unstubAllEnvs());

describe('portal return addresses', () => {
  it('by default sends fans back only to http://localhost:8080 or http://127.0.0.1:8080', async () => {
    vi.stubEnv('STAND_IN_SITE_ORIGIN', '');
    const { at } = portal();
    for (const good of ['http://localhost:8080/', 'http://127.0.0.1:8080/news?page=2']) {
      expect((await at(`/sso/login?redirect_uri=${encodeURIComponent(good)}`)).status, good).toBe(200);
    }
    for (const other of [
      'http://localhost:5173/',
      'http://127.0.0.1:9999/',
      'http://localhost/',
      'https://localhost:8080/',
      'http://[::1]:8080/',
    ]) {
      expect((await at(`/sso/login?redirect_uri=${encodeURIComponent(other)}`)).status, other).toBe(400);
      expect((await registerWith(at, other)).status, other).toBe(400);
    }
  });

  it('STAND_IN_SITE_ORIGIN (comma separated) replaces the default', async () => {
    vi.stubEnv('STAND_IN_SITE_ORIGIN', 'http://localhost:8180, http://localhost:8181');
    const { at } = portal();
    expect((await at(`/sso/login?redirect_uri=${encodeURIComponent('http://localhost:8181/videos')}`)).status).toBe(
      200,
    );
    expect((await at(`/sso/login?redirect_uri=${encodeURIComponent('http://localhost:8080/')}`)).status).toBe(400);
  });

  it('the allowedOrigins option wins over the environment', async () => {
    vi.stubEnv('STAND_IN_SITE_ORIGIN', 'http://localhost:8180');
    const { at } = portal(['https://www.uzfc.example']);
    expect((await at(`/sso/login?redirect_uri=${encodeURIComponent('https://www.uzfc.example/live')}`)).status).toBe(
      200,
    );
    expect((await at(`/sso/login?redirect_uri=${encodeURIComponent('http://localhost:8180/')}`)).status).toBe(400);
  });

  const site = 'http://localhost:8080';
  it.each([
    `${site}//evil.example`,
    `${site}/\\evil.example`,
    '//evil.example',
    '/\\evil.example',
    'http://localhost:8080@evil.example/',
    'javascript:alert(1)',
    'http://localhost:8080.evil.example/',
    `${site}/\t/evil.example`,
    `${site}/%2f%2fevil.example`,
    '/news',
  ])('refuses %j on every page and grants no tokens', async (bad) => {
    const { at } = portal();
    const q = `?redirect_uri=${encodeURIComponent(bad)}`;
    for (const path of [
      '/sso/login',
      '/sso/register',
      '/sso/forgot-password',
      '/sso/logout',
      '/sso/profile',
      '/sso/social/google',
    ]) {
      expect((await at(`${path}${q}`)).status, path).toBe(400);
    }
    const r = await registerWith(at, bad);
    expect(r.status).toBe(400);
    expect(r.headers.get('location')).toBeNull();
    expect(r.headers.get('set-cookie')).toBeNull();
  });

  it("accepts the portal's own origin (the checkout comes back through it) but never puts tokens in that address", async () => {
    const { at } = portal();
    const own = `${PORTAL}/stream/checkout/pkg-live-monthly?redirect_uri=${encodeURIComponent('http://localhost:8080/live')}`;
    const r = await registerWith(at, own);
    expect(r.status).toBe(302);
    const back = new URL(r.headers.get('location')!);
    expect(back.origin + back.pathname).toBe(`${PORTAL}/stream/checkout/pkg-live-monthly`);
    expect(back.searchParams.get('tokenpayload')).toBeNull();
  });
});

describe('portal response headers', () => {
  const expectPageHeaders = (r: Response) => {
    const csp = r.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toMatch(/script-src/);
    expect(r.headers.get('x-frame-options')).toBe('DENY');
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('referrer-policy')).toBe('no-referrer');
    expect(r.headers.get('cache-control')).toBe('no-store');
  };

  it('every page answers with CSP, framing, nosniff, referrer and no-store headers; the CSP lets its own stylesheet in', async () => {
    const { at } = portal();
    for (const path of [
      '/sso/login',
      '/sso/register',
      '/sso/forgot-password',
      '/sso/social/apple',
      '/sso/login?redirect_uri=https%3A%2F%2Fevil.example%2F',
    ]) {
      const r = await at(path);
      expectPageHeaders(r);
      const html = await r.text();
      expect(html).not.toMatch(/<script|style="/);
      const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
      const hash = createHash('sha256').update(style).digest('base64');
      expect(r.headers.get('content-security-policy')).toContain(`style-src 'sha256-${hash}'`);
    }
  });

  it('the form posts may go to the portal and the site only', async () => {
    const csp = (await portal().at('/sso/login')).headers.get('content-security-policy')!;
    expect(csp).toMatch(/form-action 'self' http:\/\/localhost:8080 http:\/\/127\.0\.0\.1:8080(;|$)/);
  });

  it('the 302 that carries the tokenpayload is not stored and sends no Referer', async () => {
    const r = await registerWith(portal().at, 'http://localhost:8080/live');
    expect(new URL(r.headers.get('location')!).searchParams.get('tokenpayload')).toBeTruthy();
    expectPageHeaders(r);
  });

  it('the JSON token endpoints are not stored either', async () => {
    const { at } = portal();
    expect((await at('/sso/session?sessionId=x&user_agent_pass=true')).headers.get('cache-control')).toBe('no-store');
    expect((await at('/sso/refresh?refresh_token=x&user_agent_pass=true')).headers.get('cache-control')).toBe(
      'no-store',
    );
  });
});
