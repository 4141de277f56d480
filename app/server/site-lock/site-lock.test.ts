import { describe, expect, it } from 'vitest';
import { SITE_LOCK, hashesMatch, saltedPassword, sha256Hex, site } from '@core';
import { createSiteServer } from '../create-site-server';
import { loadDist, type LoadedDist } from '../load-dist';
import type { RenderHook } from '../render-hook';
import { FIXTURE_JS, writeFixtureDist } from '../testing/fixture-dist';
import { createSiteLock, readCookie } from './site-lock';

const ORIGIN = 'https://dev.uzfc.example';
const PASSWORD = 'correct horse battery staple';
const SECRET_CONTENT = 'Cup final tickets on sale Friday';
const DAY_MS = 86_400_000;

let dist: LoadedDist;
beforeAll(async () => {
  dist = await loadDist(writeFixtureDist());
});

// a page whose content must never reach a locked visitor, in its HTML and its hydration data
const render: RenderHook = async () =>
  new Response(
    `<!doctype html><html><head><title>News</title></head><body><main>${SECRET_CONTENT}</main><script type="application/json" id="uzfc-hydration">{"title":"${SECRET_CONTENT}"}</script></body></html>`,
    { headers: { 'content-type': 'text/html; charset=utf-8' } },
  );

async function lockedServer(at = { now: Date.parse('2025-08-01T12:00:00Z') }) {
  const lock = await createSiteLock({ password: PASSWORD, siteOrigin: ORIGIN });
  const app = createSiteServer({
    files: dist.files,
    shellTemplate: dist.shellTemplate,
    settings: { siteOrigin: ORIGIN },
    siteOrigin: ORIGIN,
    serviceOrigins: [],
    render,
    log: () => undefined,
    now: () => at.now,
    siteLock: lock,
  });
  const fetch = (path: string, init: RequestInit = {}) => app.fetch(new Request(`${ORIGIN}${path}`, init));
  const enter = (password: string, back = '/news/cup-final', headers: Record<string, string> = {}) =>
    fetch(SITE_LOCK.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, ...headers },
      body: new URLSearchParams({ [SITE_LOCK.passwordField]: password, [SITE_LOCK.returnField]: back }).toString(),
    });
  const cookieOf = (res: Response) => res.headers.get('set-cookie')!.split(';')[0]!;
  return { lock, fetch, enter, cookieOf, at };
}

describe('the development site lock on the server', () => {
  it('answers every page with the lock screen only: no page content in the HTML or its data, never cached', async () => {
    const { fetch } = await lockedServer();
    for (const path of ['/', '/news/cup-final', '/videos', '/sitemap.xml', '/matches/calendar.ics']) {
      const res = await fetch(path);
      const html = await res.text();
      expect(res.status).toBe(403);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(html).not.toContain(SECRET_CONTENT);
      expect(html).toContain(`id="${SITE_LOCK.dataBlockId}"`);
      expect(html).toContain('<div id="root"></div>');
    }
  });

  it('sends the browser the salted hash, never the password', async () => {
    const { fetch, lock } = await lockedServer();
    const html = await (await fetch('/')).text();
    expect(html).not.toContain(PASSWORD);
    const block = new RegExp(`<script type="application/json" id="${SITE_LOCK.dataBlockId}">([^<]*)</script>`).exec(
      html,
    )![1]!;
    const challenge = JSON.parse(block) as { salt: string; passwordSha256: string };
    expect(challenge).toEqual(lock.challenge);
    expect(hashesMatch(sha256Hex(saltedPassword(challenge.salt, PASSWORD)), challenge.passwordSha256)).toBe(true);
  });

  it('keeps the built files, robots.txt and the health check open (the lock screen needs them)', async () => {
    const { fetch } = await lockedServer();
    expect(await (await fetch('/assets/index-abc123.js')).text()).toBe(FIXTURE_JS);
    expect((await fetch('/favicon.svg')).status).toBe(200);
    expect((await fetch('/robots.txt')).status).toBe(200);
    expect((await fetch('/healthz')).status).toBe(200);
  });

  it('the right password sets an HttpOnly allow-entry cookie for 60 days and goes back to the page asked for', async () => {
    const { enter } = await lockedServer();
    const res = await enter(PASSWORD);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/news/cup-final');
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(new RegExp(`^${SITE_LOCK.cookie}=\\d+\\.[A-Za-z0-9_-]{43}; `));
    expect(cookie).toContain(`Max-Age=${site.cookieLifetimes.siteLockSeconds}`);
    expect(site.cookieLifetimes.siteLockSeconds).toBe(60 * 24 * 60 * 60);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('Secure');
  });

  it('the right cookie lets the fan through to the page, private to them', async () => {
    const { fetch, enter, cookieOf } = await lockedServer();
    const cookie = cookieOf(await enter(PASSWORD));
    const res = await fetch('/news/cup-final', { headers: { cookie: `other=1; ${cookie}` } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(SECRET_CONTENT);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('vary')).toContain('Cookie');
  });

  it('a wrong password sets nothing and goes back to the lock screen', async () => {
    const { enter, fetch } = await lockedServer();
    for (const wrong of ['', 'correct horse', `${PASSWORD} `, PASSWORD.toUpperCase()]) {
      const res = await enter(wrong);
      expect(res.status).toBe(303);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    expect((await fetch('/news/cup-final')).status).toBe(403);
  });

  it('refuses a wrong, forged, edited or expired cookie', async () => {
    const { fetch, enter, cookieOf, at } = await lockedServer();
    const good = cookieOf(await enter(PASSWORD));
    const [, value] = good.split('=') as [string, string];
    const [expires, signature] = value.split('.') as [string, string];
    const tries = [
      `${SITE_LOCK.cookie}=allow`,
      `${SITE_LOCK.cookie}=${expires}.${'A'.repeat(43)}`,
      // a later expiry with the old signature
      `${SITE_LOCK.cookie}=${Number(expires) + 1}.${signature}`,
      `${SITE_LOCK.cookie}=${expires}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      `${SITE_LOCK.cookie}=${expires}.${signature}x`,
      `${SITE_LOCK.cookie}=${expires}`,
      `not_${SITE_LOCK.cookie}=${value}`,
    ];
    for (const cookie of tries) {
      const res = await fetch('/news/cup-final', { headers: { cookie } });
      expect(res.status, cookie).toBe(403);
      expect(await res.text()).not.toContain(SECRET_CONTENT);
    }
    // a cookie signed for another password opens nothing here
    const other = await createSiteLock({ password: 'another password', siteOrigin: ORIGIN });
    const foreign = (await other.allowEntryCookie(at.now)).split(';')[0]!;
    expect((await fetch('/', { headers: { cookie: foreign } })).status).toBe(403);
    // and the right one stops working after 60 days
    expect((await fetch('/', { headers: { cookie: good } })).status).toBe(200);
    at.now += 60 * DAY_MS + 1000;
    expect((await fetch('/', { headers: { cookie: good } })).status).toBe(403);
  });

  it('sends the fan back only to this site, and takes the form only from this site', async () => {
    const { enter } = await lockedServer();
    for (const back of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      expect((await enter(PASSWORD, back)).headers.get('location')).toBe('/');
    }
    const crossSite = await enter(PASSWORD, '/', { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get('set-cookie')).toBeNull();
    const huge = await enter('x'.repeat(10_000));
    expect(huge.status).toBe(413);
  });

  it('reads cookies by exact name', () => {
    expect(readCookie('a=1; uzfc_site_lock=2; b=3', 'uzfc_site_lock')).toBe('2');
    expect(readCookie('xuzfc_site_lock=2', 'uzfc_site_lock')).toBeNull();
    expect(readCookie(null, 'uzfc_site_lock')).toBeNull();
  });
});

describe('without a development password', () => {
  it('the site is open and has no lock endpoint', async () => {
    const app = createSiteServer({
      files: dist.files,
      shellTemplate: dist.shellTemplate,
      settings: {},
      siteOrigin: ORIGIN,
      serviceOrigins: [],
      render,
      log: () => undefined,
    });
    const page = await app.fetch(new Request(`${ORIGIN}/news/cup-final`));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(SECRET_CONTENT);
    expect(
      (await app.fetch(new Request(`${ORIGIN}${SITE_LOCK.endpoint}`, { method: 'POST', body: 'password=x' }))).status,
    ).toBe(405);
  });
});
