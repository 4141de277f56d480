import { expect, test, type Page } from '@playwright/test';
import { asReturningFan } from './support/quiet-visit';
import { setFault } from './support/stand-in-control';
import { newFan, registerThroughPortal } from './support/accounts';
import { siteSessionCookies } from '../../protocol/site-session/site-session-wire';

// An SSO outage is not a refusal: the fan stays signed in, is told the account service is
// having trouble, and is still signed in when it answers again, without doing anything.
// These journeys break the shared SSO, so they run in the faults project, one at a time.
// a timeout costs the request timeout (3 s in journeys) per try: these take longer than most
test.describe.configure({ mode: 'serial', timeout: 60_000 });
test.beforeEach(async ({ context }) => asReturningFan(context));
test.afterEach(async () => {
  await setFault('sso', 'none');
});

// a page the other fault journeys do not check: the site server keeps a rendered page a few seconds
const startPage = '/club';
const trouble = (page: Page) => page.getByRole('status').filter({ hasText: 'The account service is having trouble' });

/** a mark that a reload would wipe */
const markPage = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
const stillSamePage = (page: Page) =>
  page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);

for (const kind of ['500', 'timeout'] as const) {
  test(`a ${kind} from the SSO during a refresh keeps the fan signed in, and it heals by itself`, async ({ page }) => {
    await page.goto(startPage);
    await registerThroughPortal(page, newFan());
    await markPage(page);
    await setFault('sso', kind);
    // access tokens live 5 s in journeys: the next refresh meets the outage
    await expect(trouble(page)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
    // well past the access token's life: an outage alone never signs the fan out
    await page.waitForTimeout(6_000);
    await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
    await page.getByRole('button', { name: 'Profile' }).click();
    await expect(page.getByRole('dialog', { name: 'Account' })).toContainText('The account service is having trouble');
    await page.keyboard.press('Escape');

    await setFault('sso', 'none');
    await expect(trouble(page)).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
    expect(await stillSamePage(page)).toBe(true);
    const cookies = (await page.context().cookies()).map((c) => c.name);
    expect(cookies).toEqual(expect.arrayContaining([siteSessionCookies.refresh, siteSessionCookies.session]));
  });
}

test('a fan who reloads during an SSO outage is signed in again once it answers', async ({ page }) => {
  await page.goto(startPage);
  await registerThroughPortal(page, newFan());
  await setFault('sso', '500');
  await page.reload();
  await expect(trouble(page)).toBeVisible({ timeout: 10_000 });
  await markPage(page);
  await setFault('sso', 'none');
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible({ timeout: 20_000 });
  await expect(trouble(page)).toHaveCount(0);
  expect(await stillSamePage(page)).toBe(true);
});
