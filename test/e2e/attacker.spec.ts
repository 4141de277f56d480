import { expect, test, type Page } from '@playwright/test';
import { e2ePorts } from '../../playwright.config';
import { asReturningFan } from './support/quiet-visit';
import { newFan, registerThroughPortal } from './support/accounts';
import { accessTokenOf, streamBase } from './support/stream-direct';

// Attacker pages in a real browser against a fan signed in at the portal. Playwright serves
// them (page.route) at an address no server listens on: one on another port of localhost
// (the same *site* as the stand-in, so the Lax portal cookie goes along) and one on
// another site. Each attack gets nothing, and the fan's entitlements stay as they were.
test.beforeEach(async ({ context }) => asReturningFan(context));

const standIn = `http://localhost:${e2ePorts.standIn}`;
const checkout = `${streamBase}/checkout/pkg-live-monthly`;
const siteReturn = `http://localhost:${e2ePorts.site}/live`;

async function entitlementsOf(accessToken: string): Promise<string> {
  const r = await fetch(`${streamBase}/session`, { headers: { authorization: `Bearer ${accessToken}` } });
  return ((await r.json()) as { CurrentCustomerSession: { CustomerEntitlements: string } }).CurrentCustomerSession
    .CustomerEntitlements;
}

/** serves `html` at `url` from the test itself */
async function attackerPage(page: Page, url: string, html: string): Promise<void> {
  await page.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }));
  await page.goto(url);
}

const forgedForm = (fields: Record<string, string>) => `<!doctype html><title>Win a shirt</title>
<form method="post" action="${checkout}">${Object.entries(fields)
  .map(([k, v]) => `<input type="hidden" name="${k}" value="${v}">`)
  .join('')}
<button type="submit">Claim your prize</button></form>`;

async function signedInFan(page: Page) {
  const fan = newFan();
  await page.goto('/');
  await registerThroughPortal(page, fan);
  const accessToken = await accessTokenOf(page);
  return { fan, accessToken };
}

for (const [kind, attackerUrl, refused] of [
  ['same-site (another localhost port)', 'http://localhost:8199/prize', [403]],
  ['cross-site', 'http://prize.evil.example/claim', [401, 403]],
] as const) {
  test(`a ${kind} form that posts to the checkout pays nothing`, async ({ page }) => {
    const { accessToken } = await signedInFan(page);
    expect(await entitlementsOf(accessToken)).toBe('');
    // the attacker even copied a CSRF field: it is not the fan's
    await attackerPage(
      page,
      attackerUrl,
      forgedForm({ redirect_uri: siteReturn, csrf: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }),
    );
    const answer = page.waitForResponse((r) => r.url() === checkout && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Claim your prize' }).click();
    expect(refused).toContain((await answer).status());
    expect(page.url()).not.toContain(siteReturn);
    expect(await entitlementsOf(accessToken)).toBe('');
  });
}

test('a page that frames the checkout sees no Pay now button', async ({ page }) => {
  const { accessToken } = await signedInFan(page);
  // the fan's own checkout page (with the portal cookie) says: never in a frame
  const direct = await page.request.get(checkout);
  expect(direct.status()).toBe(200);
  expect(direct.headers()['x-frame-options']).toBe('DENY');
  expect(direct.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  // and Chromium obeys: the framed checkout never shows its button (goto waits for the frame's load)
  await attackerPage(
    page,
    'http://localhost:8199/frame',
    `<!doctype html><title>Frame</title><iframe title="checkout" src="${checkout}"></iframe>`,
  );
  await expect(page.locator('iframe')).toBeVisible();
  await expect(page.frameLocator('iframe').getByRole('button', { name: 'Pay now' })).toHaveCount(0);
  expect(await entitlementsOf(accessToken)).toBe('');
});

test('the portal never sends a signed-in fan, or their tokens, to a foreign return address', async ({ page }) => {
  await signedInFan(page);
  const stolen: string[] = [];
  await page.route('http://localhost:8199/**', (route) => {
    stolen.push(route.request().url());
    return route.fulfill({ status: 200, body: 'got it' });
  });
  await page.route('http://evil.example/**', (route) => {
    stolen.push(route.request().url());
    return route.fulfill({ status: 200, body: 'got it' });
  });
  for (const bad of [
    'http://localhost:8199/steal',
    `http://localhost:${e2ePorts.site}//evil.example/steal`,
    `http://localhost:${e2ePorts.site}/%2f%2fevil.example`,
    'http://evil.example/steal',
  ]) {
    const response = await page.goto(`${standIn}/sso/login?redirect_uri=${encodeURIComponent(bad)}`);
    expect(response!.status(), bad).toBe(400);
    expect(new URL(page.url()).origin).toBe(standIn);
    await expect(page.getByRole('alert')).toContainText('redirect address is not allowed');
  }
  expect(stolen).toEqual([]);
});
