import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { untilHydrated } from './support/hydrated';
import { asReturningFan } from './support/quiet-visit';
import { seasonOf } from '../../protocol/match-data/season-calendar';

/** the live match is in the current season at the run's clock */
const liveMatchPath = `/match/first-team/${seasonOf(Date.now())}/t1-live`;

test.beforeEach(async ({ context }) => asReturningFan(context));

const header = (page: Page) => page.getByRole('banner');
/** the header's data-variant in the server's HTML, before any script ran */
async function serverVariant(page: Page, path: string): Promise<string | undefined> {
  const html = await (await page.request.get(path)).text();
  return /<header[^>]*data-variant="([^"]+)"/.exec(html)?.[1];
}

test("the header variant follows the page type, is in the server's HTML already, and hydration keeps it", async ({
  page,
}) => {
  const cases: [string, string][] = [
    ['/', 'transparent-dark'],
    ['/matches', 'solid'],
    [liveMatchPath, 'transparent-dark'],
    ['/news', 'solid'],
    ['/videos/faqs', 'solid'],
    // a content page: transparent over its hero image, solid without one (the page's server data decides)
    ['/tickets-membership/season-tickets', 'transparent-dark'],
    ['/tickets-membership/match-tickets', 'solid'],
    ['/no-such-page-anywhere', 'solid'],
  ];
  for (const [path, variant] of cases) {
    expect([path, await serverVariant(page, path)]).toEqual([path, variant]);
    await page.goto(path);
    await expect(page.locator('main')).not.toBeEmpty();
    await expect(header(page)).toHaveAttribute('data-variant', variant);
  }
  await page.goto('/');
  await expectNoAxeViolations(page, 'home under the transparent-dark header');
  // a navigation in the browser: the new page's look at once
  await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Matches' }).click();
  await expect(page).toHaveURL(/\/matches$/);
  await expect(header(page)).toHaveAttribute('data-variant', 'solid');
});

test('a transparent header overlays the hero from the first paint; a solid one sits above the page', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const overlaid = ['/tickets-membership/season-tickets', liveMatchPath];
  for (const path of overlaid) {
    await page.goto(path);
    await expect(header(page)).toHaveAttribute('data-variant', 'transparent-dark');
    const bar = (await header(page).boundingBox())!;
    const hero = (await page.locator('main > *:not(:empty)').first().boundingBox())!;
    // the hero starts at or above the header's bottom (under the header, not after it)
    expect([path, hero.y <= bar.y + bar.height, Math.round(hero.y)]).toEqual([path, true, 0]);
    // and its heading is not hidden under the bar
    const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect([path, title.y >= bar.y + bar.height]).toEqual([path, true]);
    await expectNoAxeViolations(page, `${path} under the transparent header`);
    // scrolled past the hero the bar is solid (the header follows scrolling once the app has started)
    await untilHydrated(header(page));
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 300);
    await expect(header(page)).not.toHaveAttribute('data-variant', /^transparent/);
  }
  await page.goto('/matches');
  const solidBar = (await header(page).boundingBox())!;
  expect(Math.round((await page.locator('main').boundingBox())!.y)).toBe(Math.round(solidBar.y + solidBar.height));
  // the server's HTML alone (no script) already lays the page out under the header: nothing moves on hydration
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  const first = await noScript.newPage();
  await first.goto(overlaid[0]!);
  expect(Math.round((await first.locator('main').boundingBox())!.y)).toBe(0);
  await noScript.close();
});

test('the skip link moves focus to the main content under a transparent header', async ({ page }) => {
  await page.goto('/tickets-membership/season-tickets');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('the header is 32 px of global nav over a 80, 64 or 55 px bar, from the first paint', async ({ page }) => {
  for (const [width, bar] of [
    [1280, 80],
    [800, 64],
    [375, 55],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/matches');
    const global = await page.getByRole('navigation', { name: 'Global' }).boundingBox();
    const primary = await header(page).getByRole('navigation', { name: 'Primary' }).boundingBox();
    expect([width, Math.round(global!.height), Math.round(primary!.height)]).toEqual([width, 32, bar]);
    expect(Math.round((await header(page).boundingBox())!.height)).toBe(32 + bar);
  }
});

test('reveal: hides on scroll down, comes back on scroll up, and always shows for the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  const top = async () => (await header(page).boundingBox())!.y;
  expect(await top()).toBe(0);
  // the header follows scrolling once the app has started (a scroll before that is just a scroll)
  await untilHydrated(header(page));
  await page.mouse.move(640, 400);
  for (let i = 0; i < 6; i++) await page.mouse.wheel(0, 250);
  await expect(header(page)).toHaveAttribute('data-hidden', 'true');
  await expect(header(page)).toHaveAttribute('data-variant', 'reveal');
  await expect.poll(top).toBeLessThan(0);
  await expect(page.getByRole('navigation', { name: 'Sticky' })).toBeVisible();
  await page.mouse.wheel(0, -200);
  await expect(header(page)).toHaveAttribute('data-hidden', 'false');
  await expect.poll(top).toBe(0);
  // tucked away again, then a keyboard user tabs into it: it shows
  for (let i = 0; i < 4; i++) await page.mouse.wheel(0, 250);
  await expect(header(page)).toHaveAttribute('data-hidden', 'true');
  await header(page).getByRole('button', { name: 'Search' }).focus();
  await expect.poll(top).toBe(0);
});

test('with reduced motion the header hides and shows without animating', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/news');
  const durations = await header(page).evaluate((el) => getComputedStyle(el).transitionDuration);
  // 0s, or the site-wide reduced-motion 0.01ms: nothing a person can see move
  const ms = durations.split(',').map((d) => Number.parseFloat(d) * (d.trim().endsWith('ms') ? 1 : 1000));
  expect(ms.every((m) => m < 1)).toBe(true);
  await untilHydrated(header(page));
  await page.mouse.move(640, 400);
  for (let i = 0; i < 6; i++) await page.mouse.wheel(0, 250);
  await expect(header(page)).toHaveAttribute('data-hidden', 'true');
});

test('the header sponsor has its box from the first paint: the logo arrives without moving anything', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/matches');
  const slot = page.getByTestId('header-sponsor-slot');
  const before = await slot.boundingBox();
  const logo = page.getByRole('group', { name: 'Header sponsor' }).getByRole('img');
  await expect(logo).toBeVisible();
  expect(await slot.boundingBox()).toEqual(before);
  expect(await logo.getAttribute('alt')).toMatch(/^Partner: /);
});

test('the error page shows the configured picture in a box reserved before it arrives', async ({ page }) => {
  await page.goto('/no-such-page-anywhere');
  await expect(page.getByRole('heading', { level: 1, name: '404 error' })).toBeVisible();
  const box = page.getByTestId('error-page-image');
  await expect(box.locator('img')).toBeVisible();
  const html = await (await page.request.get('/no-such-page-anywhere')).text();
  expect(html).toContain('data-testid="error-page-image"');
});
