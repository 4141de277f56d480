import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { untilHydrated } from './support/hydrated';
import { asReturningFan } from './support/quiet-visit';

test.beforeEach(async ({ context }) => asReturningFan(context));

test('the full-screen menu works by keyboard: opens, traps focus, Escape closes and focus returns', async ({
  page,
}) => {
  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  const burger = page.getByRole('button', { name: 'Menu' });
  await burger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Main menu' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Women' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Academy' })).toBeVisible();
  await expectNoAxeViolations(page, 'open menu');
  // the background is locked while the menu is open
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  for (let i = 0; i < 25; i++) await page.keyboard.press('Tab');
  expect(await menu.evaluate((m) => m.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(burger).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
});

test('a menu link navigates and closes the menu', async ({ page }) => {
  await page.goto('/');
  await untilHydrated(page.getByRole('button', { name: 'Menu' }));
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Main menu' }).getByRole('link', { name: 'Women' }).click();
  await expect(page).toHaveURL(/\/women$/);
  await expect(page.getByRole('dialog', { name: 'Main menu' })).toBeHidden();
});

test('search finds news, pages through results, and a route change closes it', async ({ page }) => {
  await page.goto('/news');
  // a click before the page's code has hydrated the server's button does nothing
  await untilHydrated(page.getByRole('button', { name: 'Search' }));
  await page.getByRole('button', { name: 'Search' }).click();
  const panel = page.getByRole('dialog', { name: 'Search' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('searchbox')).toBeFocused();
  await page.keyboard.type('match');
  await page.keyboard.press('Enter');
  await expect(panel.getByText(/Displaying 1 - \d+ of \d+ Result\(s\)/)).toBeVisible();
  await expectNoAxeViolations(page, 'search panel with results');
  await panel.getByRole('searchbox').fill('zzzzqqq');
  await page.keyboard.press('Enter');
  await expect(panel.getByText('No results found')).toBeVisible();
  await panel.getByRole('searchbox').fill('report');
  await page.keyboard.press('Enter');
  await panel.getByRole('listitem').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/news\/[a-z0-9-]+$/);
  await expect(panel).toBeHidden();
});

test('the header hides on scroll down and comes back on scroll up', async ({ page }) => {
  await page.goto('/news');
  await expect(page.getByRole('list', { name: 'News articles' }).getByRole('article').first()).toBeVisible();
  const banner = page.getByRole('banner');
  // the header follows scrolling once the app has started (a scroll before that is just a scroll)
  await untilHydrated(banner);
  await page.mouse.wheel(0, 1200);
  await expect.poll(async () => (await banner.boundingBox())?.y ?? 0).toBeLessThan(-10);
  await page.mouse.wheel(0, -300);
  await expect.poll(async () => (await banner.boundingBox())?.y ?? -999).toBeGreaterThanOrEqual(-1);
});
