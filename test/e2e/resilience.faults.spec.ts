import { expect, test } from '@playwright/test';
import { asReturningFan } from './support/quiet-visit';
import { setFault } from './support/stand-in-control';
import { newFan, registerThroughPortal } from './support/accounts';
import { nearFooter } from './support/footer';

// These journeys make the shared stand-in misbehave: they run one at a time, in their
// own Playwright project after every other journey (playwright.config.ts), so no
// other journey ever meets an injected fault.
test.describe.configure({ mode: 'serial' });
test.beforeEach(async ({ context }) => asReturningFan(context));
test.afterEach(async () => {
  await setFault('web-api', 'none');
  await setFault('sponsors', 'none');
});

for (const kind of ['500', 'malformed', 'schema'] as const) {
  test(`the news page explains a ${kind} answer from the content service and recovers on retry`, async ({ page }) => {
    await setFault('web-api', kind);
    await page.goto('/news');
    await expect(page.getByRole('alert')).toContainText('This content could not be loaded');
    // the shell stays usable: header navigation and footer are still there
    await expect(page.getByRole('navigation', { name: 'Primary' })).toBeVisible();
    await setFault('web-api', 'none');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('list', { name: 'News articles' }).getByRole('article').first()).toBeVisible();
  });
}

test('a slow service times out with the catalogued message instead of a blank page', async ({ page }) => {
  await setFault('web-api', 'timeout');
  await page.goto('/news');
  await expect(page.getByRole('alert')).toContainText('This content could not be loaded', { timeout: 10_000 });
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 6_000 });
});

test('a failing sponsors service hides only the sponsors', async ({ page }) => {
  await setFault('sponsors', '500');
  await page.goto('/news');
  await expect(page.getByRole('list', { name: 'News articles' }).getByRole('article').first()).toBeVisible();
  await nearFooter(page);
  // the adverts are there (the footer has asked for both), the sponsors are not
  await expect(page.getByRole('region', { name: 'Advertisements' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sponsors' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' })).toBeVisible();
});

test('when the video service cannot be connected after sign-in, the fan is told and stays signed in without entitlements', async ({
  page,
}) => {
  await setFault('stream', '500');
  try {
    await page.goto('/news');
    await registerThroughPortal(page, newFan());
    const banner = page.getByRole('alert').filter({ hasText: 'There was a problem connecting to the video service' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Please try again in a few minutes');
    await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
  } finally {
    await setFault('stream', 'none');
  }
});
