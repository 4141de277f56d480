import { expect, test } from '@playwright/test';
import { asReturningFan } from './support/quiet-visit';
import { cumulative, recordedShifts, recordShifts } from './support/layout-shifts';
import { nearFooter } from './support/footer';
import { FLOORS } from '../../scripts/bench/lighthouse-floors';

/**
 * What loads after hydration (the footer's sponsors and adverts, the device's spoiler setting)
 * changes content, never layout: a fan's page does not jump under the thumb. The shifts the
 * browser records from the first byte until the page has settled stay under the Lighthouse
 * floor (scripts/bench/lighthouse-floors.ts), on a phone and on a desktop.
 */
test.beforeEach(async ({ context }) => {
  await asReturningFan(context);
  await context.addInitScript(recordShifts);
});

const CLS_FLOOR = FLOORS.cls;

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`/live, /teams and a match centre settle without a layout shift (${viewport.width}px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    // a played match, as the bench picks it (the live one's commentary keeps arriving)
    await page.goto('/matches');
    const hrefs = await page
      .locator('a[href^="/match/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    const matchCentre = hrefs.map((h) => h.split('?')[0]!).find((h) => !/-(live|next)/.test(h));
    expect(matchCentre, 'a played match on /matches').toBeTruthy();

    for (const path of ['/live', '/teams', matchCentre!]) {
      await page.goto(path);
      // the footer's commercial parts have arrived and painted (the adverts after their pause):
      // asked for when the footer comes near the screen, their room kept until then
      await nearFooter(page);
      await expect(page.getByRole('region', { name: 'Sponsors' })).toBeVisible();
      if (path === '/teams') await expect(page.getByRole('region', { name: 'Advertisements' })).toBeVisible();
      // a played match's centre on a wide screen shows the league table live while today's match is in play, so
      // its event stream stays open and the network never idles: settle on everything else, up to 5 s
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
      const shifts = await recordedShifts(page);
      expect(cumulative(shifts), `layout shift on ${path}: ${JSON.stringify(shifts, null, 1)}`).toBeLessThanOrEqual(
        CLS_FLOOR,
      );
    }
  });
}

test("a played match's score takes its masked room exactly: the scoreboard does not move when the result shows (390px)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // the server never knows the device's spoiler setting: it paints the score's room, masked, and
  // the browser puts the score and the result badge in it once the setting is read
  await page.goto('/matches?show=played');
  const played = await page
    .locator('a[href^="/match/"]')
    .evaluateAll((as) => as.map((a) => (a.getAttribute('href') ?? '').split('?')[0]!));
  const matchCentre = played.find((h) => !/-(live|next)$/.test(h));
  expect(matchCentre, 'a played match on /matches?show=played').toBeTruthy();
  await page.goto(matchCentre!);
  await expect(page.getByRole('img', { name: /^UZFC \d+, .+ \d+$|^.+ \d+, UZFC \d+$/ }).first()).toBeVisible();
  await expect(page.getByTitle(/^(Won|Lost|Drew)$/).first()).toBeVisible();
  const shifts = await recordedShifts(page);
  expect(cumulative(shifts), JSON.stringify(shifts, null, 1)).toBeLessThanOrEqual(0.005);
});
