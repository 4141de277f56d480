import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { asReturningFan } from './support/quiet-visit';

test.beforeEach(async ({ context }) => asReturningFan(context));

test('a hub page lists its sections and leads to a child page', async ({ page }) => {
  await page.goto('/club');
  await expect(page.getByRole('heading', { level: 1, name: 'The Club' })).toBeVisible();
  const section = page.getByRole('region', { name: 'In this section' });
  await expect(section.getByRole('link').first()).toBeVisible();
  await expectNoAxeViolations(page, 'hub page');
  await section.getByRole('link', { name: 'Club Policies' }).click();
  await expect(page).toHaveURL(/\/club\/policies$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Club Policies' })).toBeVisible();
});

test('the spec example paths and the deepest level resolve', async ({ page }) => {
  for (const path of [
    '/tickets-membership/season-tickets',
    '/women/programme',
    '/club/policies/data-protection/archive/2024-statement',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('This page could not be found')).toHaveCount(0);
  }
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' })).toBeVisible();
  await expectNoAxeViolations(page, 'deep default page');
});

test('unknown and garbage addresses give the 404 page with quick links home', async ({ page }) => {
  for (const path of ['/no-such-page', '/Club/%3Cscript%3E', '/a/b/c/d/e/f/g']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: '404 error' })).toBeVisible();
    await expect(page.getByText('This page could not be found')).toBeVisible();
  }
  await expect(
    page.getByText("Sorry, it looks like the page you are looking for isn't available right now."),
  ).toBeVisible();
  await expectNoAxeViolations(page, '404 page');
  const quickLinks = page.getByRole('main').getByRole('navigation', { name: 'Quick Links' });
  await quickLinks.getByRole('link', { name: 'News' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
});
