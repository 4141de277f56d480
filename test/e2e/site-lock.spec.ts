import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { e2ePorts } from '../../playwright.config';
import { expectNoAxeViolations } from './support/axe';

// A second site server with a development password, on this checkout's own ports (in memory
// mode, so it needs no services): the journeys' usual site stays open.
const PASSWORD = 'up the zenith 1897';
const lockedPort = e2ePorts.site + 3;
const locked = `http://localhost:${lockedPort}`;
const SIXTY_DAYS_S = 60 * 24 * 60 * 60;
let server: ChildProcess | undefined;

test.beforeAll(async () => {
  server = spawn(process.execPath, ['--import', 'tsx', 'app/server/node-entry.ts'], {
    env: {
      ...process.env,
      PORT: String(lockedPort),
      UZFC_ADAPTERS: 'memory',
      UZFC_SITE_LOCK_PASSWORD: PASSWORD,
      UZFC_SITE_ORIGIN: locked,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error('the locked site server did not start')), 30_000);
    server!.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) {
        clearTimeout(timer);
        ready();
      }
    });
    server!.once('exit', (code) => fail(new Error(`the locked site server stopped (${code})`)));
  });
});
test.afterAll(() => {
  server?.kill();
});

test.beforeEach(async ({ context }) => {
  // a returning fan as far as cookies and promos go: only the lock stands in the way
  await context.addCookies([
    {
      name: 'uzfc_cookie_consent',
      value: encodeURIComponent(
        JSON.stringify({ analytics: false, marketing: false, personalisation: false, all: false }),
      ),
      url: locked,
    },
  ]);
});

test('with a development password set, a fan sees no page until the right password is typed, and then not again', async ({
  page,
  context,
}) => {
  const first = await page.goto(`${locked}/news`);
  expect(first!.status()).toBe(403);
  const html = await first!.text();
  // nothing of the page in the HTML or its data, and never the password itself
  expect(html).not.toContain(PASSWORD);
  expect(html).not.toContain('"loaderData"');
  await expect(page.getByRole('heading', { level: 1, name: 'This site is in development' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'News' })).toHaveCount(0);

  const password = page.getByLabel('Password');
  const access = page.getByRole('button', { name: 'Access' });
  await expect(password).toBeFocused();
  await expect(access).toBeDisabled();
  await expectNoAxeViolations(page, 'lock screen');

  await page.keyboard.type('up the zenith');
  await expect(access).toBeDisabled();
  // Enter in the password field does nothing while the button is disabled
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'This site is in development' })).toBeVisible();

  await page.keyboard.type(' 1897');
  await expect(access).toBeEnabled();
  await expect(page.getByRole('status')).toHaveText('Password accepted. Press Access to continue.');
  await expectNoAxeViolations(page, 'lock screen, password accepted');

  const [entered] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/__site-lock') && r.request().method() === 'POST'),
    access.click(),
  ]);
  const setCookie = (await entered.allHeaders())['set-cookie'] ?? '';
  expect(setCookie).toContain(`Max-Age=${SIXTY_DAYS_S}`);
  expect(setCookie).toContain('HttpOnly');

  // back on the page the fan asked for, with its content
  await expect(page).toHaveURL(`${locked}/news`);
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  const cookie = (await context.cookies(locked)).find((c) => c.name === 'uzfc_site_lock')!;
  expect(cookie.httpOnly).toBe(true);
  expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan((SIXTY_DAYS_S - 120) * 1000);
  expect(cookie.expires * 1000 - Date.now()).toBeLessThan((SIXTY_DAYS_S + 120) * 1000);
  // the page script cannot read or forge it
  expect(await page.evaluate(() => document.cookie)).not.toContain('uzfc_site_lock');

  // every other address opens at once, in this tab and a new one
  await page.goto(`${locked}/videos`);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This site is in development' })).toHaveCount(0);
  const other = await context.newPage();
  const again = await other.goto(`${locked}/`);
  expect(again!.status()).toBe(200);
  await expect(other.getByRole('banner')).toBeVisible();
});

test('a made-up allow-entry cookie does not open the site', async ({ page, context }) => {
  await context.addCookies([
    { name: 'uzfc_site_lock', value: `${Math.floor(Date.now() / 1000) + SIXTY_DAYS_S}.${'A'.repeat(43)}`, url: locked },
  ]);
  const res = await page.goto(`${locked}/`);
  expect(res!.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1, name: 'This site is in development' })).toBeVisible();
});

test('without JavaScript the lock screen says why it cannot be passed', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${locked}/news`);
  // (inside <noscript>, which text locators skip: found by its role)
  await expect(page.getByRole('paragraph')).toHaveText(
    'This site is in development. JavaScript is needed to enter the password.',
  );
  await context.close();
});
