import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { asReturningFan } from './support/quiet-visit';

test.beforeEach(async ({ context }) => asReturningFan(context));

test('a fan reads the latest news from the home page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/UZFC/);
  const latest = page.getByRole('region', { name: 'Latest from UZFC' });
  await expect(latest.getByRole('article').first()).toBeVisible();
  await expectNoAxeViolations(page, 'home');

  const firstHeadline = latest.getByRole('article').first().getByRole('link').first();
  const title = (await firstHeadline.textContent())?.trim() ?? '';
  await firstHeadline.click();
  await expect(page).toHaveURL(/\/news\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expectNoAxeViolations(page, 'article');
});

test('the news listing loads more news and keeps what was shown', async ({ page }) => {
  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'News articles' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  const before = await cards.count();
  const firstTitle = await cards.first().getByRole('heading').textContent();
  await page.getByRole('button', { name: 'Load more news' }).click();
  await expect.poll(() => cards.count()).toBeGreaterThan(before);
  await expect(cards.first().getByRole('heading')).toHaveText(firstTitle ?? '');
  await expectNoAxeViolations(page, 'news listing after load more');
});

test('a news category shows only its articles and marks the current chip', async ({ page }) => {
  await page.goto('/news');
  await page.getByRole('navigation', { name: 'News categories' }).getByRole('link', { name: 'Women' }).click();
  await expect(page).toHaveURL(/\/category\/women$/);
  const chips = page.getByRole('navigation', { name: 'News categories' });
  await expect(chips.getByRole('link', { name: 'Women' })).toHaveAttribute('aria-current', 'page');
  const cards = page.getByRole('list', { name: 'Women articles' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const category of await cards.getByRole('paragraph').allTextContents()) expect(category.trim()).toBe('Women');
});

test('dated news addresses open the article, archives list the period, impossible dates are 404', async ({ page }) => {
  await page.goto('/news');
  const href = await page.getByRole('list', { name: 'News articles' }).getByRole('link').first().getAttribute('href');
  const slug = href!.split('/').pop()!;
  await page.goto(`/news/2026/05/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('404 error')).toHaveCount(0);

  await page.goto('/news/2026');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('2026');

  await page.goto('/news/2025/13/40/whatever');
  await expect(page.getByText('This page could not be found')).toBeVisible();
});

test('hostile HTML in an article is sanitised before it is shown', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto('/news/supporters-forum-minutes-published');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.locator('script')).toHaveCount(0);
  await expect(main.locator('[onerror], [onclick]')).toHaveCount(0);
  await expect(main.locator('a[href^="javascript:"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});
