import { expect, test, type Page } from '@playwright/test';
import { asReturningFan } from './support/quiet-visit';
import { newFan, registerThroughPortal } from './support/accounts';
import { recordedShifts, recordShifts } from './support/layout-shifts';

/**
 * A signed-in fan gets the same public server HTML as everyone ('Login' in the header, so a
 * CDN may cache it), then 'Profile' once the page has hydrated and found the session. The
 * swap must not move anything: the layout-shift entries the browser records from the first
 * byte until the header says 'Profile' add up to zero, on a phone and on a desktop.
 */
test.beforeEach(async ({ context }) => asReturningFan(context));

async function shiftsUntilProfile(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
  // the account state arrives after hydration
  return recordedShifts(page);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`a signed-in fan's header turns from 'Login' to 'Profile' without a layout shift (${viewport.width}px)`, async ({
    page,
    context,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const fan = newFan();
    await page.goto('/news');
    await registerThroughPortal(page, fan);
    await context.addInitScript(recordShifts);

    // (not /news: a match report's held-back score, '?-?', is narrower than '3-0'; see docs/server-rendering.md)
    for (const path of ['/', '/videos', '/tickets-membership']) {
      // the server's HTML is the public page: the fan's cookies change nothing in it
      const [fansHtml, guestsHtml] = await Promise.all(
        [page.request.get(path), request.get(path)].map(async (r) => (await r).text()),
      );
      expect(fansHtml).toBe(guestsHtml);

      const shifts = await shiftsUntilProfile(page, path);
      expect(shifts, `layout shifts on ${path}`).toEqual([]);
    }
  });
}
