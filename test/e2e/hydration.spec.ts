import { expect, test, type Page } from '@playwright/test';
import { asReturningFan } from './support/quiet-visit';
import { newFan, registerThroughPortal } from './support/accounts';
import { setEntitlements } from './support/stream-direct';
import { nearFooter } from './support/footer';

// What the page does while it loads and hydrates, and what must keep working once less is
// hydrated: the server-painted parts (ServerPainted) stay the server's, their links still
// navigate client-side, a press before hydration is not lost, the progress bar follows a
// navigation, and audio commentary plays on across navigations.
test.beforeEach(async ({ context }) => {
  await asReturningFan(context);
});

/** a mark on the window: it survives a client-side navigation and is gone after a full page load */
const markWindow = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
  });
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

/** an address as a pattern that matches only at the end of the page's address */
const endsWith = (path: string) => new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/**
 * elements inside the server-painted parts that React rendered (its fibers): none when hydration
 * kept them. `parts` narrows the parts (a part that holds a control is React's, painted or not)
 */
const renderedInsidePainted = (page: Page, parts = '[data-painted]') =>
  page.evaluate(
    (parts) =>
      [...document.querySelectorAll(`${parts} *`)].filter((n) =>
        Object.keys(n).some((k) => k.startsWith('__reactFiber')),
      ),
    parts,
  );

test("the server-painted parts of an article, a squad, UZTV's rows and the months of fixtures to come are the server's elements, not rendered again to hydrate", async ({
  page,
}) => {
  for (const path of ['/teams/first-team', '/news', '/videos', '/matches']) {
    await page.goto(path);
    if (path === '/news') {
      // an article, opened directly
      const href = await page.locator('main a[href^="/news/"]').first().getAttribute('href');
      await page.goto(href!);
    }
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 15_000 });
    expect(await page.locator('[data-painted]').count()).toBeGreaterThan(3);
    // on /matches the results' months hold 'Reveal score' buttons: only the months to come are kept
    const kept = path === '/matches' ? '[data-painted]:not(:has(article:not([data-status="scheduled"])))' : undefined;
    expect(await renderedInsidePainted(page, kept)).toHaveLength(0);
    // a guest's UZTV rows: every card is painted
    if (path === '/videos') expect(await page.locator('main article:not([data-painted] article)').count()).toBe(0);
    // the fixtures still to come: their match centre links are painted
    if (path === '/matches')
      expect(await page.locator('[data-painted] article[data-status="scheduled"]').count()).toBeGreaterThan(3);
  }
});

test("a link in a server-painted part (the footer's quick links, a squad's player, a video card) navigates client-side", async ({
  page,
}) => {
  await page.goto('/teams/first-team');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 15_000 });
  await markWindow(page);
  await page.locator('[data-painted] a[href^="/players/"]').first().click();
  await expect(page).toHaveURL(/\/players\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);

  await nearFooter(page);
  const quickLink = page.getByRole('navigation', { name: 'Quick Links' }).locator('a[href^="/"]').first();
  const target = await quickLink.getAttribute('href');
  await quickLink.click();
  await expect(page).toHaveURL(endsWith(target!));
  expect(await sameDocument(page)).toBe(true);

  // a video card in a painted UZTV row opens its video in the same document
  await page.goto('/videos');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 15_000 });
  await markWindow(page);
  const card = page.locator('[data-painted] article a').first();
  const video = await card.getAttribute('href');
  await card.click();
  await expect(page).toHaveURL(endsWith(video!));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
});

test('Login pressed while the page is still loading opens the account panel once the app is ready', async ({
  page,
}) => {
  // the app's entry arrives late, as on a slow phone: the press comes before any handler exists
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 2_000));
    await route.continue();
  });
  await page.goto('/news', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible({ timeout: 20_000 });
});

test('the progress bar follows a slow client-side navigation and goes when the page has arrived', async ({ page }) => {
  await page.goto('/teams');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 15_000 });
  await markWindow(page);
  // the squad's answer takes a while
  await page.route(/\/organisations\//, async (route) => {
    await new Promise((r) => setTimeout(r, 1_500));
    await route.continue();
  });
  await page.locator('main a[href^="/teams/"]').first().click();
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 10_000 });
  expect(await sameDocument(page)).toBe(true);
});

test('live audio commentary plays on while the fan moves through the site by painted links', async ({ page }) => {
  test.setTimeout(60_000);
  await page.context().setExtraHTTPHeaders({ 'x-viewer-country': 'US' });
  const fan = newFan();
  await page.goto('/videos');
  await registerThroughPortal(page, fan);
  await setEntitlements(fan.email, ['uztv-audio']);
  await page.reload();
  await page.getByRole('button', { name: 'Listen Live' }).first().click();
  const audio = page.locator('audio');
  await expect
    .poll(() => audio.evaluate((m: HTMLMediaElement) => m.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(1);
  await audio.evaluate((m) => {
    (m as unknown as { __same?: boolean }).__same = true;
  });
  // through the footer's painted quick links: the same player, the same element, still playing
  await nearFooter(page);
  const quickLink = page.getByRole('navigation', { name: 'Quick Links' }).locator('a[href^="/"]').first();
  const target = await quickLink.getAttribute('href');
  await quickLink.click();
  await expect(page).toHaveURL(endsWith(target!));
  expect(await audio.evaluate((m) => (m as unknown as { __same?: boolean }).__same === true)).toBe(true);
  const at = await audio.evaluate((m: HTMLMediaElement) => m.currentTime);
  await expect
    .poll(() => audio.evaluate((m: HTMLMediaElement) => m.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(at + 1);
});
