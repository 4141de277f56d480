import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

test('a first visit asks for cookie consent first, then shows the overlay promo once (one interruption at a time)', async ({
  page,
}) => {
  await page.goto('/');
  const promo = page.getByRole('dialog', { name: 'Promotion' });
  const consent = page.getByRole('region', { name: 'We value your privacy' });
  await expect(consent).toBeVisible();
  // the promotion waits while the cookie notice is unanswered
  await page.waitForTimeout(1500);
  await expect(promo).toHaveCount(0);
  await consent.getByRole('button', { name: 'Only Essential' }).click();
  await expect(consent).toBeHidden();

  await expect(promo).toBeVisible();
  await expectNoAxeViolations(page, 'overlay promo open');
  await promo.getByRole('button', { name: 'Close' }).click();
  await expect(promo).toBeHidden();

  // the dismissed promo and the consent are remembered across loads
  await page.reload();
  await expect(page.getByRole('region', { name: 'Latest from UZFC' }).getByRole('article').first()).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page.getByRole('region', { name: 'We value your privacy' })).toHaveCount(0);
  const cookies = await page.context().cookies();
  const consentCookie = cookies.find((c) => c.name === 'uzfc_cookie_consent');
  expect(consentCookie?.sameSite).toBe('Lax');
  expect(decodeURIComponent(consentCookie?.value ?? '')).toContain('"analytics":false');
});
