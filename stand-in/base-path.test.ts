import { decodeTokenPayload } from '@protocol/sso/token-payload';
import { createStandIn } from './app';

/**
 * The stand-in run inside the site's own process, under a prefix on the site's origin (the
 * in-memory mode: scripts/start/site-with-services.ts): every service answers under the prefix,
 * its pages link under it, and a sign-in for the site still hands the site its tokens although
 * the portal now shares the site's origin.
 */
const SITE = 'http://localhost:8181';
const BASE = '/memory-services';
const standIn = () => createStandIn({ basePath: BASE, siteOrigin: SITE, sso: { dataDir: null } });

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  body: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE },
});

describe('the stand-in under a base path, on the site origin', () => {
  it('answers under the prefix only, and its pages link under it', async () => {
    const { fetch } = standIn();
    const login = await fetch(new Request(`${SITE}${BASE}/sso/login?redirect_uri=${encodeURIComponent(`${SITE}/`)}`));
    expect(login.status).toBe(200);
    const html = await login.text();
    expect(html).toContain(`${BASE}/sso/register`);
    expect(html).not.toMatch(/(action|href)="\/sso\//);
    expect((await fetch(new Request(`${SITE}/sso/login`))).status).toBe(404);
  });

  it("a fan who registers is sent back to the site with a tokenpayload (the site is not the portal's own)", async () => {
    const { fetch } = standIn();
    const r = await fetch(
      new Request(
        `${SITE}${BASE}/sso/register`,
        form({
          firstName: 'Ann',
          lastName: 'Fan',
          email: 'ann@example.com',
          password: 'correct horse',
          redirect_uri: `${SITE}/live`,
        }),
      ),
    );
    expect(r.status).toBe(302);
    const back = new URL(r.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(`${SITE}/live`);
    expect(decodeTokenPayload(back.searchParams.get('tokenpayload'))?.claims.forename).toBe('Ann');
  });

  it("the packages' checkout addresses and the sign-in it asks for are under the prefix", async () => {
    const { fetch } = standIn();
    const packages = (await (await fetch(new Request(`${SITE}${BASE}/stream/packages`))).json()) as {
      PurchaseUrl: string;
    }[];
    expect(packages.length).toBeGreaterThan(0);
    for (const p of packages) expect(p.PurchaseUrl.startsWith(`${SITE}${BASE}/stream/checkout/`)).toBe(true);
    const checkout = await fetch(new Request(packages[0]!.PurchaseUrl));
    // a guest is asked to sign in first, at the portal under the same prefix
    const body = await checkout.text();
    expect(body).toContain(`${BASE}/sso/login`);
  });
});
