import { expect, type Page } from '@playwright/test';

let counter = 0;
/** A unique fan per call, so journeys never share an account. */
export function newFan() {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e6).toString(36)}`;
  return {
    firstName: 'Robin',
    lastName: `Fan${id}`,
    email: `Robin.Fan+${id}@Example.com`,
    password: 'correct horse battery staple',
  };
}
export type Fan = ReturnType<typeof newFan>;

/** From any site page: Login -> account panel -> Register at the portal -> back signed in. */
export async function registerThroughPortal(page: Page, fan: Fan): Promise<void> {
  await submitPortalRegistration(page, fan);
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
}

/** From any site page: Login -> account panel -> Register -> the portal's form filled and sent. */
export async function submitPortalRegistration(page: Page, fan: Fan): Promise<void> {
  const panel = page.getByRole('dialog', { name: 'Account' });
  // a press on the server-rendered button before the page has hydrated is kept and replayed
  // once it has (app/server/render/deferred-boot.ts): one press is enough
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(panel).toBeVisible({ timeout: 15_000 });
  await panel.getByRole('link', { name: 'Register' }).click();
  await page.getByLabel('First name').fill(fan.firstName);
  await page.getByLabel('Last name').fill(fan.lastName);
  await page.getByLabel('Email address').fill(fan.email);
  await page.getByLabel('Password').fill(fan.password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

export async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Log Out' }).click();
}

/** From any site page: Login -> the account panel's form -> the portal -> back signed in (an existing fan, e.g. a second device). */
export async function signInThroughPanel(page: Page, fan: Fan): Promise<void> {
  const panel = page.getByRole('dialog', { name: 'Account' });
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(panel).toBeVisible({ timeout: 15_000 });
  await panel.getByLabel('Email address').fill(fan.email);
  await panel.getByLabel('Password').fill(fan.password);
  await panel.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible({ timeout: 15_000 });
}
