import { expect, test, type Page } from '@playwright/test';
import { encodeTokenPayload } from '../../protocol/sso/token-payload';
import { e2ePorts } from '../../playwright.config';
import { asReturningFan } from './support/quiet-visit';
import { newFan, registerThroughPortal } from './support/accounts';
import { legacySiteSessionCookies, siteSessionCookies } from '../../protocol/site-session/site-session-wire';

// The tokens a sign-in hands over stay out of reach of the page's scripts and out of every
// address: the site server takes the portal's return itself, keeps the refresh token and the
// session id in HttpOnly cookies, and answers with the clean address before any page loads.
test.beforeEach(async ({ context }) => asReturningFan(context));

const site = `http://localhost:${e2ePorts.site}`;
const standIn = `http://localhost:${e2ePorts.standIn}`;
const tokenCookies = [
  siteSessionCookies.refresh,
  siteSessionCookies.session,
  legacySiteSessionCookies.refresh,
  legacySiteSessionCookies.session,
  legacySiteSessionCookies.access,
];

/** every text the page announced (status and alert regions), sampled as it changes */
async function recordAnnouncements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { announced: string[] }).announced = seen;
    const sample = () => {
      for (const el of document.querySelectorAll('[role="status"], [role="alert"]')) {
        const text = (el.textContent ?? '').trim();
        if (text && !seen.includes(text)) seen.push(text);
      }
    };
    new MutationObserver(sample).observe(document, { subtree: true, childList: true, characterData: true });
  });
}
const announced = (page: Page) => page.evaluate(() => (window as unknown as { announced: string[] }).announced);

/** a real tokenpayload from the stand-in portal, as a fan would bring it back (without following the redirect) */
async function portalPayload(): Promise<string> {
  const fan = newFan();
  const r = await fetch(`${standIn}/sso/register`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      firstName: fan.firstName,
      lastName: fan.lastName,
      email: fan.email,
      password: fan.password,
      redirect_uri: `${site}/`,
    }).toString(),
  });
  const payload = new URL(r.headers.get('location')!).searchParams.get('tokenpayload');
  if (!payload) throw new Error(`the portal gave no tokenpayload (${r.status})`);
  return payload;
}

/**
 * This browser starts a sign-in at the site (its one-time state goes into the context's cookies,
 * as the panel's links do): the state the portal's return must carry to be taken
 */
async function startedState(page: Page): Promise<string> {
  const r = await page.request.get(`${site}/auth/sign-in?page=login&return=%2F`, { maxRedirects: 0 });
  const back = new URL(new URL(r.headers().location!).searchParams.get('redirect_uri')!);
  return back.searchParams.get('sign_in_state')!;
}

test('after sign-in no request carries the tokenpayload again and no script can read a token', async ({
  page,
  context,
}) => {
  const requests: { url: string; referer: string }[] = [];
  page.on('request', (r) => requests.push({ url: r.url(), referer: r.headers().referer ?? '' }));
  const returns: { status: number; cacheControl: string }[] = [];
  page.on('response', (r) => {
    if (r.url().includes('tokenpayload='))
      returns.push({ status: r.status(), cacheControl: r.headers()['cache-control'] ?? '' });
  });

  await page.goto('/news');
  await registerThroughPortal(page, newFan());
  await expect(page).toHaveURL(`${site}/news`);
  // through one refresh of the access token (5 s on the e2e stand-in)
  await page.waitForTimeout(6_000);
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();

  // the portal's redirect to the site is the only request with the payload; the site answers it
  // with a 302 that no cache keeps, before any page, asset or script could see the address
  const carrying = requests.filter((r) => r.url.includes('tokenpayload'));
  expect(carrying).toHaveLength(1);
  expect(carrying[0]!.url.startsWith(`${site}/news?`)).toBe(true);
  expect(returns).toEqual([{ status: 302, cacheControl: expect.stringContaining('no-store') as unknown as string }]);
  expect(requests.filter((r) => r.referer.includes('tokenpayload'))).toEqual([]);

  const readable = await page.evaluate(() => document.cookie);
  for (const name of tokenCookies) expect(readable).not.toContain(name);
  const cookies = await context.cookies(site);
  // __Host- cookies: Secure even on http://localhost (browsers count it as secure), Path=/, no Domain
  for (const name of [siteSessionCookies.refresh, siteSessionCookies.session]) {
    const cookie = cookies.find((c) => c.name === name);
    expect(cookie, name).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      secure: true,
      domain: 'localhost',
    });
    expect(readable).not.toContain(cookie!.value);
  }
  expect(cookies.find((c) => c.name === siteSessionCookies.hint)).toMatchObject({ httpOnly: false, secure: true });
  expect(cookies.find((c) => c.name === legacySiteSessionCookies.access)).toBeUndefined();
});

test('a forged tokenpayload with a valid checksum gives one clear outcome: Unable to sign in', async ({ page }) => {
  await recordAnnouncements(page);
  const hour = 3_600_000;
  const forged = encodeTokenPayload({
    sessionId: 'sid-forged',
    access_token: 'forged-access',
    refresh_token: 'forged-refresh',
    access_token_expires_utc: new Date(Date.now() + hour).toISOString(),
    refresh_token_expires_utc: new Date(Date.now() + 24 * hour).toISOString(),
    claims: { forename: 'Mallory', surname: 'Forger', sub: 'someone-else', given_name: 'Mallory' },
  });
  // a sign-in this browser started, so the payload itself is what is refused
  const state = await startedState(page);
  await page.goto(`/news?page=2&sign_in_state=${state}&tokenpayload=${encodeURIComponent(forged)}&loginSuccess=true`);
  await expect(page).toHaveURL(`${site}/news?page=2`);
  await expect(page.getByRole('alert').filter({ hasText: 'Unable to sign in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  // past the time a refresh would have happened: still the one outcome
  await page.waitForTimeout(6_000);
  const texts = (await announced(page)).join('\n');
  expect(texts).not.toContain('Logged In');
  expect(texts).not.toContain('There was a problem logging in');
  const cookies = (await page.context().cookies(site)).map((c) => c.name);
  for (const name of tokenCookies) expect(cookies).not.toContain(name);
});

test('a return address with a doubled slash never throws, never leaves the site and still signs the fan in', async ({
  page,
}) => {
  for (const strange of ['//evil.example/steal', '/%5Cevil.example']) {
    await page.context().clearCookies({ name: siteSessionCookies.refresh });
    const payload = await portalPayload();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const state = await startedState(page);
    await page.goto(
      `${site}${strange}?sign_in_state=${state}&tokenpayload=${encodeURIComponent(payload)}&loginSuccess=true`,
    );
    expect(new URL(page.url()).origin).toBe(site);
    expect(page.url()).not.toContain('tokenpayload');
    await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
    expect(errors).toEqual([]);
  }
});

test('the Login links send the portal a return address on the site, whatever the page address', async ({ page }) => {
  await page.goto(`${site}//evil.example/page?x=1`);
  await page.getByRole('button', { name: 'Login' }).click();
  const register = page.getByRole('dialog', { name: 'Account' }).getByRole('link', { name: 'Register' });
  // the link starts the sign-in at the site, which sends the browser on to the portal
  const start = new URL((await register.getAttribute('href'))!);
  expect(`${start.origin}${start.pathname}`).toBe(`${site}/auth/sign-in`);
  await register.click();
  await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
  const back = new URL(new URL(page.url()).searchParams.get('redirect_uri')!);
  expect(back.origin).toBe(site);
  expect(back.pathname.startsWith('//')).toBe(false);
  expect(back.searchParams.get('sign_in_state')).toMatch(/^[\w-]{43}$/);
});
