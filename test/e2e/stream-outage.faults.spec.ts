import { expect, test, type Page } from '@playwright/test';
import { newFan, registerThroughPortal } from './support/accounts';
import { asReturningFan } from './support/quiet-visit';
import { E2E_REQUEST_TIMEOUT_MS, setFault } from './support/stand-in-control';
import { setEntitlements } from './support/stream-direct';

// A fan who holds a pass, on a matchday when the video service is slow: they are told the
// service cannot be reached (never that they need a pass) within one request timeout, and
// the match starts by itself once the service is back, without a reload or a click.
test.beforeEach(async ({ context }) => {
  await asReturningFan(context);
  await context.setExtraHTTPHeaders({ 'x-viewer-country': 'US' });
});
test.afterEach(async () => {
  await setFault('stream', 'none');
});

const PASS_MESSAGE = 'You must have a pass to access this stream';

/** records, from the first byte of every page, whether a text ever appeared on it (however briefly) */
async function watchFor(page: Page, text: string): Promise<() => Promise<boolean>> {
  await page.addInitScript((t) => {
    const w = window as unknown as { __seen?: boolean };
    new MutationObserver(() => {
      if (document.body?.innerText.includes(t)) w.__seen = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, text);
  return () => page.evaluate(() => (window as unknown as { __seen?: boolean }).__seen === true);
}

for (const kind of ['timeout', '500'] as const) {
  test(`a fan with a pass meets a stream service ${kind}: told it cannot be reached within the request timeout, then the match plays by itself`, async ({
    page,
  }) => {
    const fan = newFan();
    await page.goto('/live');
    await registerThroughPortal(page, fan);
    await setEntitlements(fan.email, ['uztv-live']);
    const sawPassMessage = await watchFor(page, PASS_MESSAGE);

    await setFault('stream', kind);
    const started = Date.now();
    await page.reload();
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText('There was a problem connecting to the video service', {
      timeout: E2E_REQUEST_TIMEOUT_MS + 2_000,
    });
    // one attempt's wait, not two (the sign-in's own video-service check may take two)
    expect(Date.now() - started).toBeLessThan(2 * E2E_REQUEST_TIMEOUT_MS);
    await expect(page.getByRole('button', { name: 'View Packages' })).toHaveCount(0);

    await setFault('stream', 'none');
    // no reload and no click: the view asks again with back-off (2 s, 4 s ...)
    await expect(page.locator('video')).toHaveCount(1, { timeout: 15_000 });
    expect(await sawPassMessage()).toBe(false);
  });
}
