import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { e2ePorts } from '../../playwright.config';
import { siteSessionCookies } from '../../protocol/site-session/site-session-wire';
import { asReturningFan } from './support/quiet-visit';
import { newFan, registerThroughPortal, submitPortalRegistration, type Fan } from './support/accounts';

/*
 * Login CSRF, in two real browsers. The attacker signs in at the
 * portal in his own browser and keeps the address the portal sends him back to, tokenpayload
 * and all. A page on another site then sends the victim's browser there. Before, the victim
 * became the attacker (a pass they bought then landed on the attacker's account); now the
 * return is refused because the victim's browser never started that sign-in.
 */
const site = `http://localhost:${e2ePorts.site}`;

async function browserContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: site });
  await asReturningFan(context);
  return context;
}

/** the attacker registers at the portal as a fan would, and keeps the return address instead of following it */
async function attackersReturnAddress(page: Page, fan: Fan): Promise<string> {
  let kept = '';
  // the portal's answer to the form is a redirect to the site: kept here, never followed
  await page.route(
    (url) => url.pathname.endsWith('/sso/register'),
    async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const answer = await route.fetch({ maxRedirects: 0 });
      kept = answer.headers().location ?? '';
      return route.fulfill({ status: 200, contentType: 'text/plain', body: 'kept' });
    },
  );
  await page.goto('/videos');
  await submitPortalRegistration(page, fan);
  await expect.poll(() => kept).not.toBe('');
  return kept;
}

/** a page on another site that sends whoever opens it to `address` */
async function openFromAnotherSite(page: Page, address: string): Promise<void> {
  const lure = 'http://prize.evil.example/claim';
  await page.route(lure, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: `<!doctype html><title>Win a shirt</title><a href="${address}">Claim your prize</a>`,
    }),
  );
  await page.goto(lure);
  await page.getByRole('link', { name: 'Claim your prize' }).click();
  await page.waitForURL((url) => url.origin === site && !url.searchParams.has('tokenpayload'));
}

/** who the account panel says is signed in */
async function signedInName(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Profile' }).click();
  const panel = page.getByRole('dialog', { name: 'Account' });
  await expect(panel).toBeVisible();
  const text = (await panel.textContent()) ?? '';
  await page.keyboard.press('Escape');
  return text;
}

test("the attacker's return address, opened in a signed-in victim's browser from another site, leaves the victim as themselves", async ({
  browser,
}) => {
  const attackerContext = await browserContext(browser);
  const victimContext = await browserContext(browser);
  try {
    const attacker = newFan();
    const victim = newFan();
    const page = await victimContext.newPage();
    await page.goto('/');
    await registerThroughPortal(page, victim);
    const before = await victimContext.cookies(site);
    const sessionBefore = before.find((c) => c.name === siteSessionCookies.session)?.value;
    expect(sessionBefore).toBeTruthy();

    // the address is used at once: the journeys' SSO issues access tokens for 5 s, and a payload
    // whose token has expired is refused anyway (a real SSO's live an hour: the attack works then)
    const address = await attackersReturnAddress(await attackerContext.newPage(), attacker);
    expect(new URL(address).searchParams.get('sign_in_state')).toMatch(/^[\w-]{43}$/);
    await openFromAnotherSite(page, address);
    await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
    // told once, in the catalogued words, that the sign-in was not theirs
    await expect(page.getByText('That sign-in did not start here')).toBeVisible();
    const name = await signedInName(page);
    expect(name).toContain(victim.lastName);
    expect(name).not.toContain(attacker.lastName);
    const after = await victimContext.cookies(site);
    expect(after.find((c) => c.name === siteSessionCookies.session)?.value).toBe(sessionBefore);
    expect(page.url()).not.toMatch(/tokenpayload|sign_in_state/);
    // the victim is still themselves after a reload too (the site's session, not the page's memory)
    await page.reload();
    expect(await signedInName(page)).toContain(victim.lastName);
  } finally {
    await attackerContext.close();
    await victimContext.close();
  }
});

test("the attacker's return address in a guest's browser signs no one in and says 'Unable to sign in'", async ({
  browser,
}) => {
  const attackerContext = await browserContext(browser);
  const guestContext = await browserContext(browser);
  try {
    const address = await attackersReturnAddress(await attackerContext.newPage(), newFan());
    const page = await guestContext.newPage();
    await openFromAnotherSite(page, address);
    await expect(page.getByText('Unable to sign in').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    const names = (await guestContext.cookies(site)).map((c) => c.name);
    expect(names).not.toContain(siteSessionCookies.session);
    expect(names).not.toContain(siteSessionCookies.refresh);
  } finally {
    await attackerContext.close();
    await guestContext.close();
  }
});

test('a sign-in this browser started still brings the fan back signed in, and its state is spent', async ({
  browser,
}) => {
  const context = await browserContext(browser);
  try {
    const page = await context.newPage();
    const fan = newFan();
    await page.goto('/news');
    await registerThroughPortal(page, fan);
    expect(page.url()).not.toMatch(/tokenpayload|sign_in_state/);
    expect(await signedInName(page)).toContain(fan.lastName);
    expect((await context.cookies(site)).map((c) => c.name)).not.toContain(siteSessionCookies.signInState);
  } finally {
    await context.close();
  }
});

test('a link to /videos?tokenpayload=x from another site leaves a signed-in fan signed in', async ({ browser }) => {
  const context = await browserContext(browser);
  try {
    const page = await context.newPage();
    const fan = newFan();
    await page.goto('/');
    await registerThroughPortal(page, fan);
    const session = async () => (await context.cookies(site)).find((c) => c.name === siteSessionCookies.session)?.value;
    const before = await session();
    await openFromAnotherSite(page, `${site}/videos?tokenpayload=x`);
    await expect(page).toHaveURL(`${site}/videos`);
    await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
    await expect(page.getByText('That sign-in did not start here')).toBeVisible();
    expect(await signedInName(page)).toContain(fan.lastName);
    expect(await session()).toBe(before);
  } finally {
    await context.close();
  }
});
