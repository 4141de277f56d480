import fc from 'fast-check';
import { Hono } from 'hono';
import { createAuthHttp } from '@adapters/http/auth/auth-http';
import { createSsoService, openSsoAccounts } from '@stand-in/sso/sso-service';
import { createSiteSessionHandler, type SiteSessionHandler } from './site-session-handler';
import { createSessionHttp } from '@adapters/http/session/session-http';
import { sessionPortContract } from '@test/contracts/session-port.contract';
import { encodeTokenPayload } from '@protocol/sso/token-payload';
import { isSafeReturnAddress } from '@protocol/return-address/safe-return-address';
import { legacySiteSessionCookies, siteSessionCookies as C } from '@protocol/site-session/site-session-wire';

/*
 * The world of these tests: the site server's session handler in front of the stand-in SSO
 * (in process, no port), and a browser that keeps the cookies it is given and sends them
 * back, as a fan's browser would. The SSO can be made to fail.
 */
const SITE = 'http://localhost:8080';
const SSO = 'http://sso.test/sso';

/** 'strict': an SSO that refuses a spent refresh token at once (no reuse grace), as a real one may */
type SsoFault = 'none' | '500' | 'network' | 'strict';

/** a cookie jar: name -> { value, attributes as the server wrote them } */
type Jar = Map<string, { value: string; attributes: string }>;

function keepCookies(jar: Jar, response: Response): void {
  for (const line of response.headers.getSetCookie()) {
    const [pair = '', ...attributes] = line.split(';').map((p) => p.trim());
    const at = pair.indexOf('=');
    const name = pair.slice(0, at);
    const value = decodeURIComponent(pair.slice(at + 1));
    const gone = attributes.some(
      (a) => /^max-age=0$/i.test(a) || (/^expires=/i.test(a) && Date.parse(a.slice(8)) <= Date.now()),
    );
    if (gone) jar.delete(name);
    else jar.set(name, { value, attributes: attributes.join('; ') });
  }
}

const cookieHeader = (jar: Jar) => [...jar].map(([n, c]) => `${n}=${encodeURIComponent(c.value)}`).join('; ');

function sessionWorld(opts: { siteOrigin?: string } = {}) {
  const siteOrigin = opts.siteOrigin ?? SITE;
  const accounts = openSsoAccounts({ dataDir: null });
  const standIn = new Hono();
  standIn.route('/sso', createSsoService({ accounts }));
  let fault: SsoFault = 'none';
  let refreshCalls = 0;
  const spent = new Set<string>();
  const logs: string[] = [];
  const auth = createAuthHttp({
    baseUrl: SSO,
    timeoutMs: 500,
    log: (e) => logs.push(`${e.path} ${e.code} ${e.reason}`),
    fetchImpl: async (input, init) => {
      if (fault === '500') return new Response('boom', { status: 500 });
      if (fault === 'network') throw new TypeError('fetch failed');
      const asked = new URL(input instanceof Request ? input.url : String(input));
      if (asked.pathname.endsWith('/refresh')) {
        refreshCalls += 1;
        const spending = asked.searchParams.get('refresh_token') ?? '';
        if (fault === 'strict' && spent.has(spending))
          return Response.json({ success: false, message: 'invalid_request', response: null });
        spent.add(spending);
      }
      return standIn.fetch(new Request(input, init));
    },
  });
  const handler: SiteSessionHandler = createSiteSessionHandler({
    auth,
    portal: SSO,
    siteOrigin,
    log: (m) => logs.push(m),
  });
  const jar: Jar = new Map();

  /** a request from the fan's browser on the site's own page (same origin), with its cookies */
  async function browser(
    path: string,
    init: { readonly method?: string; readonly headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { cookie: cookieHeader(jar), ...init.headers };
    const answer = await handler(
      new Request(`${siteOrigin}${path}`, { ...(init.method ? { method: init.method } : {}), headers }),
    );
    const response = answer ?? new Response('a page', { status: 200 });
    keepCookies(jar, response);
    return response;
  }
  const sameOrigin = { origin: siteOrigin, 'sec-fetch-site': 'same-origin' };

  let n = 0;
  /** a new fan registers at the portal, which sends the browser back to `redirectUri`: that address */
  async function registerAtPortal(redirectUri: string): Promise<URL> {
    const r = await standIn.request('/sso/register', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        firstName: 'Ann',
        lastName: 'Fan',
        email: `fan${++n}.${Date.now()}@example.com`,
        password: 'correct horse',
        redirect_uri: redirectUri,
      }).toString(),
    });
    return new URL(r.headers.get('location')!);
  }
  /** the portal's tokenpayload for a new fan (a sign-in no browser started here) */
  async function portalPayload(): Promise<string> {
    return (await registerAtPortal(`${SITE}/`)).searchParams.get('tokenpayload')!;
  }
  /** this browser starts a sign-in at the site (its state cookie kept): the state its return must carry */
  async function startedState(): Promise<string> {
    const r = await browser(`/auth/sign-in?page=register&return=%2F`);
    const back = new URL(new URL(r.headers.get('location')!).searchParams.get('redirect_uri')!);
    return back.searchParams.get('sign_in_state')!;
  }
  /** the query of a return this browser started, as the portal sends it: state and tokenpayload */
  async function startedReturn(payload?: string): Promise<string> {
    const state = await startedState();
    return `sign_in_state=${state}&tokenpayload=${encodeURIComponent(payload ?? (await portalPayload()))}`;
  }

  return {
    handler,
    jar,
    logs,
    browser,
    sameOrigin,
    portalPayload,
    registerAtPortal,
    startedState,
    startedReturn,
    siteOrigin,
    /** the account panel's form posted to the portal (it asks for a refusal to come back to the site) */
    standInLogin: (email: string, password: string, redirectUri: string) =>
      standIn.request('/sso/login', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email, password, redirect_uri: redirectUri, return_errors: 'true' }).toString(),
      }),
    setFault: (f: SsoFault) => {
      fault = f;
    },
    refreshCalls: () => refreshCalls,
    endSsoSession: async (sessionId: string) => {
      await standIn.request('/sso/session/end', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sessionId }),
      });
    },
  };
}

const HOUR = 3_600_000;
const forged = () =>
  encodeTokenPayload({
    sessionId: 'sid-forged',
    access_token: 'forged-access',
    refresh_token: 'forged-refresh',
    access_token_expires_utc: new Date(Date.now() + HOUR).toISOString(),
    refresh_token_expires_utc: new Date(Date.now() + 24 * HOUR).toISOString(),
    claims: { forename: 'Mallory', surname: 'Forger', sub: 'someone', given_name: 'Mallory' },
  });

describe("the site server's session endpoints, through the browser's HTTP adapter", () => {
  sessionPortContract(() => {
    const world = sessionWorld();
    // the page's adapter: same origin, so the browser adds its cookies, Origin and Sec-Fetch-Site
    const port = createSessionHttp({
      baseUrl: SITE,
      timeoutMs: 1_000,
      log: () => undefined,
      hasSession: () => world.jar.get(C.hint)?.value === '1',
      forgetSession: () => world.jar.delete(C.hint),
      fetchImpl: async (input, init) => {
        const headers = {
          ...(init?.headers as Record<string, string>),
          ...world.sameOrigin,
          cookie: cookieHeader(world.jar),
        };
        const answer =
          (await world.handler(new Request(input, { ...init, headers }))) ?? new Response(null, { status: 404 });
        keepCookies(world.jar, answer);
        return answer;
      },
    });
    return {
      port,
      signIn: async () => {
        await world.browser(`/news?${await world.startedReturn()}&loginSuccess=true`);
      },
      ssoDown: (down) => world.setFault(down ? '500' : 'none'),
      revoke: () => world.endSsoSession(world.jar.get(C.session)!.value),
    };
  });
});

describe("the portal's return", () => {
  it('is answered before any page: HttpOnly cookies, and a 302 to the clean address that no cache keeps', async () => {
    const world = sessionWorld();
    const payload = await world.portalPayload();
    const r = await world.browser(`/news?page=2&${await world.startedReturn(payload)}&loginSuccess=true`);
    expect(r.status).toBe(302);
    expect(r.headers.get('location')).toBe('/news?page=2&loginSuccess=true');
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(r.headers.get('referrer-policy')).toBe('no-referrer');
    for (const name of [C.session, C.refresh]) {
      expect(world.jar.get(name)?.attributes).toMatch(/^Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=Lax$/);
    }
    expect(world.jar.get(C.hint)).toMatchObject({ value: '1' });
    expect(world.jar.get(C.hint)!.attributes).not.toContain('HttpOnly');
    // the refresh token that travelled in the address was spent at once
    expect(world.jar.get(C.refresh)!.value).not.toBe('');
    expect(payload).not.toContain(world.jar.get(C.refresh)!.value);
    expect(world.logs.join('\n')).not.toContain(payload);
  });

  it('names every session cookie __Host- (Secure, Path=/, no Domain), on https as on http://localhost', async () => {
    for (const siteOrigin of ['https://www.uzfc.example', SITE]) {
      const world = sessionWorld({ siteOrigin });
      await world.browser(`/?${await world.startedReturn()}`);
      expect([...world.jar.keys()].sort()).toEqual([C.hint, C.refresh, C.session].sort());
      for (const [name, { attributes }] of world.jar) {
        expect(name).toMatch(/^__Host-/);
        expect(attributes).toMatch(/(^|; )Path=\/(;|$)/);
        expect(attributes).toMatch(/(^|; )Secure(;|$)/);
        expect(attributes).not.toMatch(/Domain=/i);
      }
    }
  });

  it('a forged payload with a valid checksum: no session, loginSuccess gone, a one-shot notice; one outcome', async () => {
    const world = sessionWorld();
    await world.browser(`/?${await world.startedReturn()}`);
    const r = await world.browser(`/news?${await world.startedReturn(forged())}&loginSuccess=true&page=2`);
    expect(r.status).toBe(302);
    expect(r.headers.get('location')).toBe('/news?page=2');
    expect([...world.jar.keys()]).toEqual([C.notice]);
    expect(world.jar.get(C.notice)).toEqual({
      value: 'unable_to_sign_in',
      attributes: 'Max-Age=60; Path=/; Secure; SameSite=Lax',
    });
    expect(world.logs.join('\n')).toContain('sign-in refused: AUTH.UNABLE_TO_SIGN_IN');
  });

  it("a sign-in the portal refused in the account panel: the portal's own words in a one-shot notice, the session untouched, the address clean", async () => {
    const world = sessionWorld();
    await world.browser(`/?${await world.startedReturn()}`);
    const held = world.jar.get(C.refresh)!.value;
    // the portal's refusal as its redirect carries it: a code, never text
    const refused = await world.standInLogin('nobody@example.com', 'wrong password', `${SITE}/news?page=2`);
    expect(refused.status).toBe(303);
    const back = new URL(refused.headers.get('location')!);
    expect([...back.searchParams.keys()]).toEqual(['page', 'loginError']);
    const r = await world.browser(`${back.pathname}${back.search}`);
    expect(r.status).toBe(302);
    expect(r.headers.get('location')).toBe('/news?page=2');
    expect(world.jar.get(C.notice)?.value).toBe('refused:The email address or password you entered is incorrect.');
    expect(world.jar.get(C.refresh)?.value).toBe(held);
  });

  it("a refusal code the SSO does not know, or an SSO that cannot say: the catalogued 'Unable to sign in'", async () => {
    const world = sessionWorld();
    await world.browser('/?loginError=%3Cscript%3E');
    expect(world.jar.get(C.notice)?.value).toBe('unable_to_sign_in');
    world.jar.clear();
    world.setFault('500');
    await world.browser('/?loginError=invalid_credentials');
    expect(world.jar.get(C.notice)?.value).toBe('unable_to_sign_in');
  });

  it('a strange address never throws and never sends the fan off the site', async () => {
    const world = sessionWorld();
    for (const strange of ['//evil.example/steal', '/%5Cevil.example', '/%2F%2Fevil.example', '/a/%E0%A4%A']) {
      const r = await world.browser(`${strange}?${await world.startedReturn()}`);
      expect(r.status).toBe(302);
      expect(r.headers.get('location')).toBe('/');
    }
  });

  it('property: whatever the address, the answer is a 302 to a place the shared rule allows', async () => {
    const world = sessionWorld();
    const piece = fc.constantFrom(
      '/',
      '//',
      '%2f',
      '%5C',
      '?',
      '&',
      '=',
      '#',
      'a',
      'evil.example',
      'loginSuccess=true',
      '%zz',
      '..',
    );
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { maxLength: 10 }), fc.string(), async (parts, junk) => {
        const path = `/${parts.join('')}`;
        let request: Request;
        try {
          request = new Request(
            `${SITE}${path}${path.includes('?') ? '&' : '?'}tokenpayload=${encodeURIComponent(junk)}`,
          );
        } catch {
          return; // an address the Request constructor itself refuses never reaches the server
        }
        // after a '#' it is the fragment, which browsers never send
        fc.pre(new URL(request.url).searchParams.has('tokenpayload'));
        const r = await world.handler(request);
        expect(r?.status).toBe(302);
        expect(isSafeReturnAddress(r!.headers.get('location'), SITE)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

describe('the refresh and sign-out endpoints', () => {
  async function signedIn() {
    const world = sessionWorld();
    await world.browser(`/?${await world.startedReturn()}`);
    return world;
  }
  const post = (
    world: Awaited<ReturnType<typeof signedIn>>,
    path: string,
    headers: Record<string, string> = world.sameOrigin,
  ) => world.browser(path, { method: 'POST', headers });

  it('answer only the access token, never the refresh token or the session id, uncached', async () => {
    const world = await signedIn();
    const r = await post(world, '/auth/refresh');
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('no-store');
    const body = await r.text();
    expect(Object.keys(JSON.parse(body) as object).sort()).toEqual([
      'access_token',
      'access_token_expires_utc',
      'claims',
      'refresh_token_expires_utc',
    ]);
    expect(body).not.toContain(world.jar.get(C.refresh)!.value);
    expect(body).not.toContain(world.jar.get(C.session)!.value);
  });

  it('an SSO outage is a 503 that touches no cookie; a refusal is a 401 that clears them', async () => {
    const world = await signedIn();
    const before = new Map(world.jar);
    world.setFault('500');
    const down = await post(world, '/auth/refresh');
    expect(down.status).toBe(503);
    expect(down.headers.getSetCookie()).toEqual([]);
    expect(world.jar).toEqual(before);
    world.setFault('network');
    expect((await post(world, '/auth/refresh')).status).toBe(503);
    world.setFault('none');
    await world.endSsoSession(world.jar.get(C.session)!.value);
    const refused = await post(world, '/auth/refresh');
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: 'invalid_request' });
    expect([...world.jar.keys()]).toEqual([]);
  });

  it.each([
    ['another site', { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' }],
    [
      'another port of localhost (same site, other origin)',
      { origin: 'http://localhost:8199', 'sec-fetch-site': 'same-site' },
    ],
    ['a page the fan typed into the address bar', { 'sec-fetch-site': 'none' }],
    ['an Origin that does not match', { origin: 'http://evil.example' }],
    ['no Origin and no Sec-Fetch-Site', {}],
  ])('refuse a request from %s, touching nothing', async (_from, headers) => {
    const world = await signedIn();
    const before = new Map(world.jar);
    for (const path of ['/auth/refresh', '/auth/sign-out']) {
      const r = await post(world, path, headers);
      expect(r.status).toBe(403);
      expect(r.headers.getSetCookie()).toEqual([]);
    }
    expect(world.jar).toEqual(before);
  });

  it('twenty refreshes of one session, ten at once and ten more with the old cookie: one rotation, one new token for all', async () => {
    const world = await signedIn();
    world.setFault('strict');
    const before = world.jar.get(C.refresh)!.value;
    const oldCookie = cookieHeader(world.jar);
    const callsBefore = world.refreshCalls();
    // tabs that sent the old cookie: the first ten together, the next ten after those were answered
    const send = () =>
      world.handler(
        new Request(`${SITE}/auth/refresh`, {
          method: 'POST',
          headers: { ...world.sameOrigin, cookie: oldCookie },
        }),
      );
    const first = await Promise.all(Array.from({ length: 10 }, send));
    const late = await Promise.all(Array.from({ length: 10 }, send));
    const answers = [...first, ...late].map((r) => r!);
    expect(answers.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 200));
    const handedOut = new Set(
      answers.flatMap((r) =>
        r.headers
          .getSetCookie()
          .filter((c) => c.startsWith(`${C.refresh}=`))
          .map((c) => c.split(';')[0]),
      ),
    );
    expect(handedOut.size).toBe(1);
    expect([...handedOut][0]).not.toBe(`${C.refresh}=${before}`);
    expect(world.refreshCalls() - callsBefore).toBe(1);
    // and the one new token works
    for (const r of answers.slice(0, 1)) keepCookies(world.jar, r);
    expect((await post(world, '/auth/refresh')).status).toBe(200);
  });

  it('sign-out clears every session cookie and ends the SSO session', async () => {
    const world = await signedIn();
    const refreshToken = world.jar.get(C.refresh)!.value;
    const r = await post(world, '/auth/sign-out');
    expect(r.status).toBe(204);
    expect([...world.jar.keys()]).toEqual([]);
    world.jar.set(C.session, { value: 'sid', attributes: '' });
    world.jar.set(C.refresh, { value: refreshToken, attributes: '' });
    expect((await post(world, '/auth/refresh')).status).toBe(401);
  });

  it("never reads an earlier version's cookie names, and deletes them with its next answer", async () => {
    const world = await signedIn();
    const token = world.jar.get(C.refresh)!.value;
    const sessionId = world.jar.get(C.session)!.value;
    world.jar.clear();
    world.jar.set(legacySiteSessionCookies.refresh, { value: token, attributes: '' });
    world.jar.set(legacySiteSessionCookies.session, { value: sessionId, attributes: '' });
    world.jar.set(legacySiteSessionCookies.hint, { value: '1', attributes: '' });
    const r = await post(world, '/auth/refresh');
    expect(r.status).toBe(401);
    expect([...world.jar.keys()]).toEqual([]);
  });

  it('refuses a request that carries a session cookie twice (one planted on a longer path): 401, touching no SSO session', async () => {
    const world = await signedIn();
    const own = cookieHeader(world.jar);
    const planted = `${C.refresh}=attackers-refresh-token; ${C.session}=attackers-session`;
    for (const cookie of [`${planted}; ${own}`, `${own}; ${C.refresh}=attackers-refresh-token`]) {
      const callsBefore = world.refreshCalls();
      const r = await world.handler(
        new Request(`${SITE}/auth/refresh`, { method: 'POST', headers: { ...world.sameOrigin, cookie } }),
      );
      expect(r!.status).toBe(401);
      expect(await r!.json()).toEqual({ error: 'session_error' });
      expect(world.refreshCalls()).toBe(callsBefore);
      expect(world.logs.join('\n')).toContain('carries a session cookie twice');
    }
  });

  it('leave everything else to the site', async () => {
    const world = sessionWorld();
    for (const request of [
      new Request(`${SITE}/news`),
      new Request(`${SITE}/auth/other`, { method: 'POST' }),
      new Request(`${SITE}/auth/refresh`),
    ]) {
      expect(await world.handler(request)).toBeNull();
    }
  });
});

describe('a sign-in is tied to the browser that started it', () => {
  const pathOf = (url: URL) => `${url.pathname}${url.search}`;

  it('starts at the site: a one-time state in an HttpOnly __Host- cookie and in the return address the portal gets', async () => {
    const world = sessionWorld();
    const r = await world.browser('/auth/sign-in?page=register&return=%2Fnews%3Fpage%3D2');
    expect(r.status).toBe(302);
    expect(r.headers.get('cache-control')).toBe('no-store');
    const portal = new URL(r.headers.get('location')!);
    expect(`${portal.origin}${portal.pathname}`).toBe(`${SSO}/register`);
    const back = new URL(portal.searchParams.get('redirect_uri')!);
    expect(back.origin).toBe(SITE);
    expect(back.pathname + back.search).toMatch(/^\/news\?page=2&sign_in_state=[\w-]{43}$/);
    expect(world.jar.get(C.signInState)).toEqual({
      value: back.searchParams.get('sign_in_state'),
      attributes: 'Max-Age=3600; Path=/; HttpOnly; Secure; SameSite=Lax',
    });
    for (const [page, path] of [
      ['login', '/login'],
      ['forgot-password', '/forgot-password'],
      ['profile', '/profile'],
      ['google', '/social/google'],
    ]) {
      const to = new URL((await world.browser(`/auth/sign-in?page=${page}&return=%2F`)).headers.get('location')!);
      expect(to.pathname, page).toBe(`/sso${path}`);
    }
    // at most four sign-ins under way: the oldest state is forgotten
    expect(world.jar.get(C.signInState)!.value.split('.')).toHaveLength(4);
    expect((await world.browser('/auth/sign-in?page=evil&return=%2F')).status).toBe(400);
    const strange = await world.browser('/auth/sign-in?page=login&return=%2F%2Fevil.example%2Fsteal');
    const strangeBack = new URL(new URL(strange.headers.get('location')!).searchParams.get('redirect_uri')!);
    expect(strangeBack.origin + strangeBack.pathname).toBe(`${SITE}/`);
  });

  it('signs the fan in through the portal and back, and the state is spent: the same return again signs no one in', async () => {
    const world = sessionWorld();
    const start = await world.browser('/auth/sign-in?page=register&return=%2Fnews');
    const back = await world.registerAtPortal(
      new URL(start.headers.get('location')!).searchParams.get('redirect_uri')!,
    );
    const r = await world.browser(pathOf(back));
    expect(r.headers.get('location')).toBe('/news?loginSuccess=true');
    expect(world.jar.get(C.session)).toBeDefined();
    expect(world.jar.get(C.signInState)).toBeUndefined();
    const session = world.jar.get(C.session)!.value;
    // the same address once more (Back, or a copy someone kept): refused, the session as it was
    await world.browser(pathOf(back));
    expect(world.jar.get(C.session)!.value).toBe(session);
    expect(world.logs.join('\n')).toContain('did not start in this browser');
  });

  it("the panel's form asks for its return address (same origin only) and gets one with a state", async () => {
    const world = sessionWorld();
    const cross = await world.browser('/auth/sign-in', {
      method: 'POST',
      headers: { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
    });
    expect(cross.status).toBe(403);
    expect(world.jar.get(C.signInState)).toBeUndefined();
    const answer = await world.handler(
      new Request(`${SITE}/auth/sign-in`, {
        method: 'POST',
        headers: { ...world.sameOrigin, 'content-type': 'application/json' },
        body: JSON.stringify({ return: '/videos?team=Men' }),
      }),
    );
    const { redirect_uri } = (await answer!.json()) as { redirect_uri: string };
    expect(redirect_uri).toMatch(new RegExp(`^${SITE}/videos\\?team=Men&sign_in_state=[\\w-]{43}$`));
    expect(answer!.headers.getSetCookie().join()).toContain(`${C.signInState}=`);
  });

  it("login CSRF: the attacker's own return address, opened in a signed-in victim's browser, signs no one in and touches nothing", async () => {
    const attacker = sessionWorld();
    const victim = await (async () => {
      const w = sessionWorld();
      await w.browser(`/?${await w.startedReturn()}`);
      return w;
    })();
    // the attacker starts a sign-in in his own browser and keeps the portal's return address
    const start = await attacker.browser('/auth/sign-in?page=register&return=%2Fvideos%2Fsub');
    const back = await attacker.registerAtPortal(
      new URL(start.headers.get('location')!).searchParams.get('redirect_uri')!,
    );
    const before = new Map(victim.jar);
    const r = await victim.browser(pathOf(back), { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(r.status).toBe(302);
    expect(r.headers.get('location')).toBe('/videos/sub');
    // the session's cookies exactly as they were; the page is told once that the victim is still themselves
    expect(victim.jar).toEqual(
      new Map([...before, [C.notice, expect.objectContaining({ value: 'sign_in_not_started' })]]),
    );
    // a guest victim: no session either, and the one honest notice
    const guest = sessionWorld();
    await guest.browser(pathOf(back), { headers: { 'sec-fetch-site': 'cross-site' } });
    expect([...guest.jar.keys()]).toEqual([C.notice]);
  });

  it('a link to /videos?tokenpayload=x from another site leaves an existing session exactly as it was', async () => {
    const world = sessionWorld();
    await world.browser(`/?${await world.startedReturn()}`);
    const before = new Map(world.jar);
    for (const junk of ['x', encodeURIComponent(forged())]) {
      const r = await world.browser(`/videos?tokenpayload=${junk}`, {
        headers: { 'sec-fetch-site': 'cross-site', referer: 'http://evil.example/' },
      });
      expect(r.status).toBe(302);
      expect(r.headers.get('location')).toBe('/videos');
      // no session cookie is set or cleared: only the one-shot notice that someone else's sign-in was refused
      expect(r.headers.getSetCookie().map((line) => line.split(';')[0])).toEqual([`${C.notice}=sign_in_not_started`]);
    }
    expect(world.jar).toEqual(
      new Map([...before, [C.notice, expect.objectContaining({ value: 'sign_in_not_started' })]]),
    );
    expect((await world.browser('/auth/refresh', { method: 'POST', headers: world.sameOrigin })).status).toBe(200);
  });
});
