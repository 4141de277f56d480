import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { asReturningFan } from './support/quiet-visit';

test.beforeEach(async ({ context }) => asReturningFan(context));

test('a keyboard fan searches the video catalogue from the search panel, loads more and opens a video', async ({
  page,
}) => {
  await page.goto('/news');
  await page.getByRole('button', { name: 'Search' }).click();
  const panel = page.getByRole('dialog', { name: 'Search' });
  await expect(panel.getByRole('searchbox', { name: 'Search news' })).toBeFocused();

  // to the tabs (past the submit button), then the arrow key shows Videos
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('tab', { name: 'News' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(panel.getByRole('tab', { name: 'Videos' })).toHaveAttribute('aria-selected', 'true');
  const box = panel.getByRole('searchbox', { name: 'Search videos' });
  await box.fill('UZFC');
  await box.press('Enter');

  const results = panel.getByRole('list', { name: 'Video results' });
  await expect(results.getByRole('article')).toHaveCount(12);
  await expect(panel.getByText(/^Showing 12 of \d+ videos$/)).toBeVisible();
  // locked videos say so in words, next to the free ones
  await expect(results.getByText(/^(Members|Subscribers)$/).first()).toBeVisible();
  await expectNoAxeViolations(page, 'search panel, Videos tab with results');

  await panel.getByRole('button', { name: 'Load more' }).click();
  await expect(results.getByRole('article')).toHaveCount(24);
  // focus moves to the first card "load more" added
  await expect(results.getByRole('article').nth(12).getByRole('link')).toBeFocused();

  await box.fill('zzzzqqq');
  await box.press('Enter');
  await expect(panel.getByText('No results found')).toBeVisible();

  await box.fill('Interview');
  await box.press('Enter');
  const first = results.getByRole('article').first().getByRole('link');
  const title = (await first.textContent())?.trim() ?? '';
  expect(title).toContain('Interview');
  await first.click();
  await expect(page).toHaveURL(/\/videos\/[^/]+$/);
  await expect(panel).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('when the video catalogue fails, the Videos tab says search is unavailable, and Try again finds the videos', async ({
  page,
}) => {
  await page.goto('/news');
  // this page's requests only: the shared stand-in is left alone for the other journeys
  await page.route(/\/search\?/, (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.getByRole('button', { name: 'Search' }).click();
  const panel = page.getByRole('dialog', { name: 'Search' });
  await panel.getByRole('tab', { name: 'Videos' }).click();
  const box = panel.getByRole('searchbox', { name: 'Search videos' });
  await box.fill('highlights');
  await box.press('Enter');
  const alert = panel.getByRole('alert');
  await expect(alert).toContainText('Search is unavailable');
  await expect(panel.getByText('No results found')).toHaveCount(0);
  await expectNoAxeViolations(page, 'search panel, Videos tab unavailable');

  await page.unroute(/\/search\?/);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(panel.getByRole('list', { name: 'Video results' }).getByRole('article').first()).toBeVisible();
  await expect(panel.getByRole('alert')).toHaveCount(0);
});
