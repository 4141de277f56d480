import { Hono } from 'hono';
import { openAccountStore } from '../../sso/account-store';
import { PORTAL_COOKIE } from '../../sso/sso-service';
import { payAtCheckout, readCsrfToken, type FetchLike } from './checkout-test-client';
import { createStreamPackagesService } from './stream-packages-service';

// A fan signed in at the portal must not be made to pay by another page: the stand-in
// answers the site (another port of localhost is the same *site*, so SameSite=Lax alone
// does not stop it), hence a per-session CSRF token plus an Origin / Sec-Fetch-Site check.
const STAND_IN = 'http://stand-in.test';
const SITE_RETURN = 'http://localhost:8080/live';

async function setup() {
  const accounts = openAccountStore({ dataDir: null });
  const fans = await Promise.all(
    ['fan@example.com', 'other@example.com'].map(async (email) => {
      const reg = await accounts.register({ email, password: 'correct horse', firstName: 'Ann', lastName: 'Fan' });
      if (!reg.ok) throw new Error(reg.message);
      return `${PORTAL_COOKIE}=${accounts.openPortal(reg.user.id)}`;
    }),
  );
  const app = new Hono();
  app.route('/stream', createStreamPackagesService({ accounts }));
  const fetchIt = (url: string, init?: RequestInit) => app.request(url, init);
  const entitlements = () => accounts.userByEmail('fan@example.com')!.entitlements;
  return { cookie: fans[0]!, otherCookie: fans[1]!, fetchIt, entitlements };
}

const url = `${STAND_IN}/stream/checkout/pkg-live-monthly`;
const post = (fetchIt: FetchLike, headers: Record<string, string>, fields: Record<string, string>) =>
  fetchIt(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });

describe('checkout against cross-site forms', () => {
  it('the page carries a per-session token in its form, and the same-origin post with it pays', async () => {
    const { cookie, otherCookie, fetchIt, entitlements } = await setup();
    const page = await fetchIt(`${url}?redirect_uri=${encodeURIComponent(SITE_RETURN)}`, { headers: { cookie } });
    const token = readCsrfToken(await page.text());
    expect(token).toMatch(/^[\w-]{20,}$/);
    const other = readCsrfToken(await (await fetchIt(url, { headers: { cookie: otherCookie } })).text());
    expect(other).not.toBe(token);

    const paid = await payAtCheckout(fetchIt, `${url}?redirect_uri=${encodeURIComponent(SITE_RETURN)}`, cookie);
    expect(paid.status).toBe(303);
    expect(entitlements()).toEqual(['uztv-live']);
  });

  it("a post without the token, or with another session's or a made-up one, is 403 and grants nothing", async () => {
    const { cookie, otherCookie, fetchIt, entitlements } = await setup();
    const sameOrigin = { cookie, origin: STAND_IN, 'sec-fetch-site': 'same-origin' };
    const othersToken = readCsrfToken(await (await fetchIt(url, { headers: { cookie: otherCookie } })).text())!;
    const forged: Record<string, string>[] = [
      {},
      { csrf: '' },
      { csrf: othersToken },
      { csrf: 'A'.repeat(43) },
      { csrf: `${othersToken}x` },
    ];
    for (const fields of forged) {
      const r = await post(fetchIt, sameOrigin, { redirect_uri: SITE_RETURN, ...fields });
      expect(r.status, JSON.stringify(fields)).toBe(403);
      expect(r.headers.get('location')).toBeNull();
    }
    expect(entitlements()).toEqual([]);
  });

  it("the checkout page's own form pays although Chromium sends Origin: null under its no-referrer policy", async () => {
    const { cookie, fetchIt, entitlements } = await setup();
    const csrf = readCsrfToken(await (await fetchIt(url, { headers: { cookie } })).text())!;
    const r = await post(
      fetchIt,
      { cookie, origin: 'null', 'sec-fetch-site': 'same-origin' },
      { csrf, redirect_uri: SITE_RETURN },
    );
    expect(r.status).toBe(303);
    expect(entitlements()).not.toEqual([]);
  });

  it('a cross-site (or same-site, other-origin) form post is 403 even with a valid token', async () => {
    const { cookie, fetchIt, entitlements } = await setup();
    const csrf = readCsrfToken(await (await fetchIt(url, { headers: { cookie } })).text())!;
    const attempts: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site', origin: 'http://localhost:8080' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' },
    ];
    for (const headers of attempts) {
      const r = await post(fetchIt, { cookie, ...headers }, { csrf, redirect_uri: SITE_RETURN });
      expect(r.status, JSON.stringify(headers)).toBe(403);
    }
    expect(entitlements()).toEqual([]);
  });

  it('checkout pages and the payment redirect carry CSP, framing, nosniff, referrer and no-store headers', async () => {
    const { cookie, fetchIt } = await setup();
    const answers = [
      await fetchIt(url, { headers: { cookie } }),
      await fetchIt(url),
      await payAtCheckout(fetchIt, `${url}?redirect_uri=${encodeURIComponent(SITE_RETURN)}`, cookie),
    ];
    for (const r of answers) {
      expect(r.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(r.headers.get('content-security-policy')).toMatch(/form-action 'self' http:\/\/localhost:8080/);
      expect(r.headers.get('x-frame-options')).toBe('DENY');
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(r.headers.get('referrer-policy')).toBe('no-referrer');
      expect(r.headers.get('cache-control')).toBe('no-store');
    }
  });
});
