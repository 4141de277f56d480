import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { asReturningFan } from './support/quiet-visit';
import { newFan, registerThroughPortal, signInThroughPanel, type Fan } from './support/accounts';
import { setBlocked, setEntitlements } from './support/stream-direct';

// UZTV on match day: "Can I watch?", stopping another device, resume on a second
// browser. Each browser context is its own device (its own device id in its own storage).

async function device(browser: Browser, country = 'US'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  await asReturningFan(context);
  await context.setExtraHTTPHeaders({ 'x-viewer-country': country });
  return { context, page: await context.newPage() };
}

async function fanWith(page: Page, entitlements: readonly string[], path = '/live'): Promise<Fan> {
  const fan = newFan();
  await page.goto(path);
  await registerThroughPortal(page, fan);
  await setEntitlements(fan.email, entitlements);
  return fan;
}

const STOPPED = 'Playback was stopped from another device';

const advancing = async (page: Page, beyond = 1) =>
  expect
    .poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 25_000 })
    .toBeGreaterThan(beyond);

test('Can I watch?: from /live, every check in order with what it found, for a fan with the pass and for one in the UK', async ({
  browser,
}) => {
  const abroad = await device(browser);
  const fan = await fanWith(abroad.page, ['uztv-live']);
  await abroad.page.reload();
  await abroad.page
    .getByRole('link', { name: /^Can I watch\?/ })
    .first()
    .click();
  await expect(abroad.page).toHaveURL(/\/videos\/can-i-watch$/);
  await expect(abroad.page.getByRole('heading', { level: 1, name: 'Can I watch?' })).toBeVisible();
  await expect(abroad.page.getByText(/checks are fine\./)).toBeVisible({ timeout: 20_000 });
  const titles = await abroad.page.getByRole('heading', { level: 2 }).allTextContents();
  expect(titles.slice(0, 5)).toEqual([
    'Signed in: OK',
    'A pass for the next live match: OK',
    'Your location: OK',
    'Devices playing on your account: OK',
    'Your browser: OK',
  ]);
  // the figure is this machine's (a busy host can be slower than the FAQ's minimum): measured, and judged
  expect(titles[5]).toMatch(/^Your connection: (OK|Action needed)$/);
  await expect(abroad.page.getByText(/^Your pass covers the next live match, UZFC v Lowfield Rovers/)).toBeVisible();
  await expect(
    abroad.page.getByText(/You appear to be in US\. Live video and live audio commentary play there\./),
  ).toBeVisible();
  await expect(abroad.page.getByText(/^About [\d.]+ Mbps, \d+ ms to reach us\./)).toBeVisible();
  await expectNoAxeViolations(abroad.page, 'can I watch, all fine');

  // the same fan on a device in the UK: live video is not sold there, audio is
  const home = await device(browser, 'GB');
  await home.page.goto('/videos/can-i-watch');
  await signInThroughPanel(home.page, fan);
  await expect(home.page.getByRole('heading', { level: 2, name: 'Your location: Action needed' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(home.page.getByText(/Live audio commentary is available everywhere/)).toBeVisible();
  await abroad.context.close();
  await home.context.close();
});

test('at the device limit a fan sees the other devices, stops one and plays at once; the stopped one is told so and Play here plays it again', async ({
  browser,
}) => {
  // three devices sign in and start playing one after the other
  test.setTimeout(150_000);
  const tv = await device(browser);
  const fan = await fanWith(tv.page, ['uztv-live']);
  await tv.page.reload();
  await advancing(tv.page);
  const phone = await device(browser);
  await phone.page.goto('/live');
  await signInThroughPanel(phone.page, fan);
  await advancing(phone.page);
  // a minute of playing is not needed: a token older than a few seconds is re-checked on failure
  await tv.page.waitForTimeout(11_000);

  const laptop = await device(browser);
  await laptop.page.goto('/live');
  await signInThroughPanel(laptop.page, fan);
  const lock = laptop.page.getByRole('region', { name: 'Too many devices' });
  await expect(lock).toBeVisible({ timeout: 20_000 });
  const list = lock.getByRole('list', { name: 'Devices playing on your account' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(lock.getByText('2 of 2 devices playing on your account')).toBeVisible();
  await expectNoAxeViolations(laptop.page, 'device limit with the devices listed');
  await list
    .getByRole('button', { name: /^Stop playing there: / })
    .first()
    .click();
  await advancing(laptop.page);

  // the device stopped (the most recently playing is listed first) is told so by its next refused
  // playlist request, within seconds and without a reload; the other plays on
  const stoppedAt = (d: { page: Page }) => d.page.getByRole('region', { name: STOPPED });
  await expect
    .poll(async () => (await stoppedAt(tv).count()) + (await stoppedAt(phone).count()), { timeout: 15_000 })
    .toBe(1);
  const [stopped, other] = (await stoppedAt(tv).count()) === 1 ? [tv, phone] : [phone, tv];
  await expect(stopped.page.locator('video')).toHaveCount(0);
  await expectNoAxeViolations(stopped.page, 'playback stopped from another device');
  await advancing(other.page, await other.page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime));

  // Play here asks again: both places are taken, so the fan is offered the list, stops one and plays
  await stoppedAt(stopped).getByRole('button', { name: 'Play here' }).click();
  const again = stopped.page.getByRole('region', { name: 'Too many devices' });
  await expect(again).toBeVisible({ timeout: 20_000 });
  await expect(again.getByRole('list', { name: 'Devices playing on your account' }).getByRole('listitem')).toHaveCount(
    2,
  );
  await again
    .getByRole('button', { name: /^Stop playing there: / })
    .first()
    .click();
  await advancing(stopped.page);
  for (const d of [tv, phone, laptop]) await d.context.close();
});

test('an on-demand video resumes on a second browser where the fan left it, and /videos offers Continue watching', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const first = await device(browser);
  const fan = await fanWith(first.page, [], '/videos/video-1001');
  await first.page.getByRole('button', { name: 'Play' }).click();
  await advancing(first.page, 12);
  await first.page.getByRole('button', { name: 'Pause' }).click();
  const left = await first.page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime);
  // the pause writes the place; give it a moment to reach the stream service
  await first.page.waitForTimeout(1_000);
  await first.context.close();

  const second = await device(browser);
  await second.page.goto('/videos/video-1001');
  await signInThroughPanel(second.page, fan);
  await expect(second.page.getByText('Resuming where you left off.')).toBeVisible({ timeout: 20_000 });
  await second.page.getByRole('button', { name: 'Play' }).click();
  await expect
    .poll(() => second.page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(left - 4);
  await second.page.getByRole('button', { name: 'Pause' }).click();

  await second.page.goto('/videos');
  const row = second.page.getByRole('region', { name: 'Continue watching' });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row.getByRole('article')).toHaveCount(1);
  await expect(row.getByText(/\d+% watched/)).toBeAttached();
  await expectNoAxeViolations(second.page, '/videos with Continue watching');
  await second.context.close();
});

test("a blocked account is told so by the audio player (the stream service's status 3) and by the live video's lock", async ({
  browser,
}) => {
  const d = await device(browser);
  const fan = await fanWith(d.page, ['uztv-live', 'uztv-audio']);
  await setBlocked(fan.email, true);
  await d.page.reload();
  const blocked = 'Your account has been blocked by an administrator';
  await expect(d.page.getByRole('region', { name: blocked })).toBeVisible({ timeout: 20_000 });
  await expect(d.page.locator('video')).toHaveCount(0);
  await d.page.getByRole('button', { name: 'Listen Live' }).first().click();
  const player = d.page.getByRole('dialog', { name: /commentary/i });
  await expect(player.getByRole('alert')).toContainText(blocked);
  await expect(player.getByRole('link', { name: /^Can I watch\?/ })).toBeVisible();
  await expectNoAxeViolations(d.page, 'blocked account');
  await d.context.close();
});
