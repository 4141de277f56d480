// Runs in the jsdom project (a .tsx test) so axe-core can check the checkout's server-rendered HTML.
import { Hono } from 'hono';
import axe from 'axe-core';
import { openAccountStore } from '../../sso/account-store';
import { PORTAL_COOKIE } from '../../sso/sso-service';
import { payAtCheckout } from './checkout-test-client';
import { createStreamPackagesService } from './stream-packages-service';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const SITE = 'http://localhost:8080/live?x=1';

async function setup() {
  const accounts = openAccountStore({ dataDir: null });
  const reg = await accounts.register({
    email: 'fan@example.com',
    password: 'correct horse',
    firstName: 'Ann',
    lastName: 'Fan',
  });
  if (!reg.ok) throw new Error(reg.message);
  accounts.grantEntitlements('fan@example.com', ['uztv-vod']);
  const cookie = `${PORTAL_COOKIE}=${accounts.openPortal(reg.user.id)}`;
  const app = new Hono();
  app.route('/stream', createStreamPackagesService({ accounts }));
  const at = (path: string, init?: RequestInit) => app.request(`http://stand-in.test/stream${path}`, init);
  return { accounts, cookie, at, fetchIt: (url: string, init?: RequestInit) => app.request(url, init) };
}

describe('stand-in packages service', () => {
  it('lists the packages in the getSubscriptionPackageList shape, with absolute checkout PurchaseUrls', async () => {
    const { at } = await setup();
    const r = await at('/packages');
    expect(r.status).toBe(200);
    const list = (await r.json()) as {
      Id: string;
      Title: string;
      Duration: string | null;
      AmountFormatted: string;
      PurchaseUrl: string;
      Body: string;
    }[];
    expect(list.find((p) => p.Title === 'Seasonal Audio Commentary')).toMatchObject({
      AmountFormatted: '£45.00',
      Duration: 'Season',
    });
    expect(list.find((p) => p.Title === 'UZTV Live Monthly Pass')).toMatchObject({ Duration: null });
    expect(list.some((p) => p.Id.startsWith('pkg-match-'))).toBe(true);
    for (const p of list) {
      expect(p.PurchaseUrl).toBe(`http://stand-in.test/stream/checkout/${p.Id}`);
      expect(p.Body).toMatch(/^<p>/);
    }
    const withReturn = (await (await at(`/packages?redirect_uri=${encodeURIComponent(SITE)}`)).json()) as {
      PurchaseUrl: string;
    }[];
    expect(new URL(withReturn[0]!.PurchaseUrl).searchParams.get('redirect_uri')).toBe(SITE);
    expect((await at('/packages?redirect_uri=https://evil.example/')).status).toBe(400);
  });

  it('checkout: an accessible summary with the price and a Pay now button for a signed-in fan', async () => {
    const { at, cookie } = await setup();
    const r = await at(`/checkout/pkg-audio-season?redirect_uri=${encodeURIComponent(SITE)}`, { headers: { cookie } });
    expect(r.status).toBe(200);
    const html = await r.text();
    const doc = parse(html);
    expect(doc.querySelector('h2')?.textContent).toBe('Seasonal Audio Commentary');
    expect(doc.querySelector('#price')?.textContent).toContain('£45.00');
    const form = doc.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/stream/checkout/pkg-audio-season');
    expect(form.querySelector('button')?.textContent).toBe('Pay now');
    expect((form.querySelector('input[name=redirect_uri]') as HTMLInputElement).value).toBe(SITE);
    document.documentElement.innerHTML = doc.documentElement.innerHTML;
    document.documentElement.lang = doc.documentElement.lang;
    const result = await axe.run(document.documentElement, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('paying grants the entitlement (keeping the others) and returns to the site with ?purchase=success', async () => {
    const { fetchIt, cookie, accounts } = await setup();
    // as the browser does: the page's form with its CSRF token (checkout-security.test.ts)
    const r = await payAtCheckout(
      fetchIt,
      `http://stand-in.test/stream/checkout/pkg-live-monthly?redirect_uri=${encodeURIComponent(SITE)}`,
      cookie,
    );
    expect(r.status).toBe(303);
    const back = new URL(r.headers.get('location')!);
    expect(back.origin + back.pathname).toBe('http://localhost:8080/live');
    expect(back.searchParams.get('x')).toBe('1');
    expect(back.searchParams.get('purchase')).toBe('success');
    expect(accounts.userByEmail('fan@example.com')!.entitlements).toEqual(['uztv-vod', 'uztv-live']);
  });

  it('refuses a guest, an unknown package and a foreign redirect_uri, granting nothing', async () => {
    const { at, cookie, accounts } = await setup();
    const guest = await at(`/checkout/pkg-audio-season?redirect_uri=${encodeURIComponent(SITE)}`);
    expect(guest.status).toBe(401);
    const link = parse(await guest.text()).querySelector('a.button')!;
    expect(link.textContent).toBe('Sign in to continue');
    const login = new URL(link.getAttribute('href')!, 'http://stand-in.test');
    expect(login.pathname).toBe('/sso/login');
    expect(new URL(login.searchParams.get('redirect_uri')!).searchParams.get('redirect_uri')).toBe(SITE);

    const post = (path: string, redirect: string, headers: Record<string, string> = { cookie }) =>
      at(path, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ redirect_uri: redirect }).toString(),
      });
    expect((await post('/checkout/pkg-audio-season', SITE, {})).status).toBe(401);
    expect((await post('/checkout/pkg-audio-season', SITE, { cookie: `${PORTAL_COOKIE}=forged` })).status).toBe(401);
    expect((await post('/checkout/no-such', SITE)).status).toBe(404);
    for (const bad of ['https://evil.example/', 'javascript:alert(1)', '//evil.example/']) {
      expect((await post('/checkout/pkg-audio-season', bad)).status).toBe(400);
      expect(
        (await at(`/checkout/pkg-audio-season?redirect_uri=${encodeURIComponent(bad)}`, { headers: { cookie } }))
          .status,
      ).toBe(400);
    }
    expect(accounts.userByEmail('fan@example.com')!.entitlements).toEqual(['uztv-vod']);
  });

  it('without a redirect_uri, paying shows a confirmation page', async () => {
    const { fetchIt, cookie, accounts } = await setup();
    const r = await payAtCheckout(fetchIt, 'http://stand-in.test/stream/checkout/pkg-match-2041', cookie);
    expect(r.status).toBe(200);
    expect(await r.text()).toContain('is now on your account');
    expect(accounts.userByEmail('fan@example.com')!.entitlements).toContain('uztv-match-2041');
  });
});
