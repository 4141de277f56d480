import { expect, test, type Page } from '@playwright/test';
import { e2ePorts } from '../../playwright.config';
import { memorySeed } from '../../adapters/memory/seed';
import { asReturningFan } from './support/quiet-visit';
import { newFan, registerThroughPortal } from './support/accounts';

// The in-memory mode as `UZFC_ADAPTERS=memory npm start` runs it (scripts/start/site-with-services.ts):
// one process, the pages from in-memory adapters, the services' own code in the site's process.
// Nothing may reach the stand-in's port: a developer running this mode runs no service at all.
const memorySite = `http://localhost:${e2ePorts.memorySite}`;

test.beforeEach(async ({ context }) => {
  await asReturningFan(
    context,
    memorySite,
    memorySeed.promos.map((p) => p.promoID),
  );
  // the media service's geo rule reads the viewer's country, as on the stand-in journeys
  await context.setExtraHTTPHeaders({ 'x-viewer-country': 'US' });
});

/** every request that reached the stand-in's port (none may) */
function standInCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(`:${e2ePorts.standIn}`)) calls.push(r.url());
  });
  return calls;
}

test('with UZFC_ADAPTERS=memory the same pages work without calling any service', async ({ page }) => {
  const calls = standInCalls(page);
  await page.goto(`${memorySite}/`);
  await expect(page.getByRole('region', { name: 'Latest from UZFC' }).getByRole('article').first()).toBeVisible();
  await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'News' }).click();
  await expect(page.getByRole('list', { name: 'News articles' }).getByRole('article').first()).toBeVisible();
  await page.goto(`${memorySite}/tickets-membership/season-tickets`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(calls).toEqual([]);
});

test('with UZFC_ADAPTERS=memory a fan registers, buys the monthly pass and watches live, with no service running', async ({
  page,
}) => {
  const calls = standInCalls(page);
  await page.goto(`${memorySite}/live`);
  await registerThroughPortal(page, newFan());
  // the portal was the site's own origin: the services run in its process
  await expect(page).toHaveURL(new RegExp(`^${memorySite}/live`));
  await expect(page.getByText('You must have a pass to access this stream')).toBeVisible();

  await page.getByRole('button', { name: 'View Packages' }).first().click();
  const packages = page.getByRole('dialog', { name: 'Choose a subscription' });
  await packages.getByRole('link', { name: 'Buy - £9.99 p/m' }).click();
  await expect(page).toHaveURL(new RegExp(`^${memorySite}/memory-services/stream/checkout/`));
  await page.getByRole('button', { name: 'Pay now' }).click();

  await expect(page).toHaveURL(`${memorySite}/live`);
  await expect(page.getByText('Your pass is now active. Enjoy the match!')).toBeVisible();
  const video = page.locator('video');
  await expect(video).toHaveCount(1, { timeout: 15_000 });
  await expect
    .poll(() => video.evaluate((m: HTMLMediaElement) => m.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(1);

  // a reload keeps the session: it lives in the site's HttpOnly cookies, as over HTTP
  await page.reload();
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
  expect(calls).toEqual([]);
});
