import { expect, test } from '@playwright/test';
import { e2ePorts } from '../../playwright.config';
import { memoryPromos } from '../../adapters/memory/seed';
import { asReturningFan } from './support/quiet-visit';

const memorySite = `http://localhost:${e2ePorts.memorySite}`;

test('with UZFC_ADAPTERS=memory the same pages work without calling any service', async ({ page, context }) => {
  await asReturningFan(
    context,
    memorySite,
    // every promo the seed holds, whatever its window (the ids do not depend on the day)
    memoryPromos(0).map((p) => p.promoID),
  );
  const serviceCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(`:${e2ePorts.standIn}`)) serviceCalls.push(r.url());
  });

  await page.goto(`${memorySite}/`);
  await expect(page.getByRole('region', { name: 'Latest from UZFC' }).getByRole('article').first()).toBeVisible();
  await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'News' }).click();
  await expect(page.getByRole('list', { name: 'News articles' }).getByRole('article').first()).toBeVisible();
  await page.goto(`${memorySite}/tickets-membership/season-tickets`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(serviceCalls).toEqual([]);
});
