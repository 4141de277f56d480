import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { untilHydrated } from './support/hydrated';
import { asReturningFan } from './support/quiet-visit';

// The match centre on a phone: 390 x 844, the cookie choice made (a returning fan).
const phone = { width: 390, height: 844 };
test.use({ viewport: phone });
test.beforeEach(async ({ context }) => {
  await asReturningFan(context);
});

const score = (page: Page) => page.getByRole('img', { name: /^UZFC \d+, .+ \d+$/ });
const newestLine = (page: Page) =>
  page.getByRole('list', { name: 'Commentary, newest first' }).getByRole('listitem').first();

/** where the element's box is, in words ('none' without a box) */
async function whereIs(locator: Locator, what: string): Promise<string> {
  const box = await locator.boundingBox();
  if (!box) return `${what}: none`;
  const { x, y, width, height } = box;
  const inside = x >= 0 && y >= 0 && x + width <= phone.width && y + height <= phone.height;
  return `${what}: ${inside ? 'inside' : 'outside'} 390 x 844 (x ${Math.round(x)}..${Math.round(x + width)}, y ${Math.round(y)}..${Math.round(y + height)})`;
}

/**
 * the whole box is inside the viewport once the page has settled: after a scroll the header
 * hides and the scoreboard moves up in the frames that follow, as a fan sees it
 */
async function onFirstScreen(locator: Locator, what: string) {
  await expect.poll(() => whereIs(locator, what)).toMatch(/: inside /);
}

/** what is drawn at the middle of the element is the element itself (nothing covers it) */
const uncovered = (locator: Locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && (el === hit || el.contains(hit));
  });

test('the first screen: both teams, the score, the minute, Watch and Listen Live and the newest commentary line', async ({
  page,
}) => {
  await page.goto('/match/t1-live');
  await untilHydrated(page.getByRole('tab', { name: 'Commentary' }));
  await onFirstScreen(page.getByText('UZFC', { exact: true }).first(), 'the home team');
  await onFirstScreen(page.getByText('Greywater', { exact: true }).first(), 'the away team');
  await onFirstScreen(score(page), 'the score');
  await onFirstScreen(page.getByLabel(/^Match clock \d+(\+\d+)?'$/).or(page.getByText('Half-time')), 'the minute');
  await onFirstScreen(page.getByRole('button', { name: 'Watch Live' }), 'Watch Live');
  await onFirstScreen(page.getByRole('button', { name: 'Listen Live' }), 'Listen Live');
  await onFirstScreen(newestLine(page), 'the newest commentary line');
  await expectNoAxeViolations(page, 'the match centre on a phone');

  // reading down the commentary, the score and the minute stay on screen, uncovered: as far down
  // as the page goes (a sticky scoreboard stays within the match centre; early in the live
  // replay the commentary, and so the page, is short)
  const pageEnds = await score(page).evaluate((el) => {
    let sticky: Element | null = el;
    while (sticky && getComputedStyle(sticky).position !== 'sticky') sticky = sticky.parentElement;
    return (sticky?.parentElement?.getBoundingClientRect().bottom ?? 0) + window.scrollY;
  });
  const depths = [900, 1_800, 2_700].filter((y) => y + phone.height < pageEnds);
  expect(depths.length, `the match centre is ${Math.round(pageEnds)} px long`).toBeGreaterThan(0);
  for (const y of depths) {
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(y - 200);
    await onFirstScreen(score(page), `the score ${y} px down`);
    await expect.poll(() => uncovered(score(page)), { message: 'nothing covers the score' }).toBe(true);
  }
  // scrolling back up brings the header back, and the scoreboard sits under it, still whole
  await page.mouse.wheel(0, -300);
  await expect.poll(() => uncovered(score(page)), { message: 'the score under the header' }).toBe(true);
});

test('on a phone the sections are tabs that keep their place in the address', async ({ page }) => {
  await page.goto('/match/t1-live');
  const stats = page.getByRole('tab', { name: 'Stats' });
  await untilHydrated(stats);
  await stats.click();
  await expect(page).toHaveURL(/\?tab=stats$/);
  await expect(
    page.getByRole('tabpanel', { name: 'Stats' }).getByRole('img', { name: /^Attack momentum/ }),
  ).toBeVisible();
  await expect(newestLine(page)).toBeHidden();
  await stats.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Line-ups' })).toBeFocused();
  await expect(page).toHaveURL(/\?tab=lineups$/);
  await expect(page.getByRole('tabpanel', { name: 'Line-ups' }).getByRole('heading', { name: /^UZFC/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Line-ups' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Line-ups' })).toBeVisible();
  await expectNoAxeViolations(page, 'the line-ups tab on a phone');

  // the league match's table, the fifth tab: the club's row marked, live while the match is in play
  const tableTab = page.getByRole('tab', { name: 'Table' });
  await untilHydrated(tableTab);
  await page.getByRole('tab', { name: 'Line-ups' }).press('End');
  await expect(tableTab).toBeFocused();
  await expect(page).toHaveURL(/\?tab=table$/);
  const table = page.getByRole('tabpanel', { name: 'Table' });
  await expect(table.getByRole('heading', { name: / table$/ })).toBeVisible();
  const clubRow = table.locator('tr[data-club]');
  await expect(clubRow).toHaveCount(1);
  await expect(clubRow).toHaveAttribute('data-live', 'true');
  // the compact table fits the phone's width: nothing of it scrolled out sideways
  const grid = (await table.locator('table').boundingBox())!;
  const across = `the table: x ${Math.round(grid.x)}..${Math.round(grid.x + grid.width)}`;
  expect(grid.x >= 0 && grid.x + grid.width <= phone.width, `${across} inside 390`).toBe(true);
  for (const name of ['Commentary', 'Key events', 'Stats', 'Line-ups', 'Table'])
    await onFirstScreen(page.getByRole('tab', { name }), `the ${name} tab`);
  await expectNoAxeViolations(page, 'the table tab on a phone');
});

test('without JavaScript the line-ups and the table are read from the server, and the tabs are links', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: phone });
  await asReturningFan(context);
  const page = await context.newPage();
  await page.goto('/match/t1-live');
  await page.getByRole('tab', { name: 'Line-ups' }).click();
  await expect(page).toHaveURL(/\?tab=lineups$/);
  await expect(page.getByRole('list', { name: /^UZFC starting eleven$/ }).getByRole('listitem')).toHaveCount(11);
  await expect(page.getByRole('list', { name: /^UZFC substitutes$/ })).toBeVisible();
  await page.getByRole('tab', { name: 'Table' }).click();
  await expect(page).toHaveURL(/\?tab=table$/);
  await expect(page.getByRole('tabpanel', { name: 'Table' }).locator('tr[data-club]')).toHaveCount(1);
  await context.close();
});
