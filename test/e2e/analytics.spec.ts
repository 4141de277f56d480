import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { e2ePorts } from '../../playwright.config';
import { logOut, newFan, registerThroughPortal } from './support/accounts';
import { nearFooter } from './support/footer';

// Analytics that respect consent, on the real site over its HTTP adapters: what reaches the
// stand-in's analytics sink (read through its controls) and what the tag manager's dataLayer holds.

const ENRICHED = [
  'action',
  'sessionID',
  'ssoID',
  'timestamp',
  'url',
  'userAllowTracking',
  'channel',
  'domain',
  'logID',
  'screensize',
  'ssoVendor',
  'userAgent',
];
const DENIED = {
  ad_storage: 'denied',
  analytics_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  personalization_storage: 'denied',
};
const GRANTED = Object.fromEntries(Object.keys(DENIED).map((k) => [k, 'granted']));

type Received = Record<string, unknown>;

/** this journey's own events: the sink is shared, so each test browses with a user agent of its own */
async function received(userAgent: string): Promise<Received[]> {
  const r = await fetch(`http://localhost:${e2ePorts.standIn}/__control/analytics`);
  const { events } = (await r.json()) as { events: { event: Received }[] };
  return events.map((e) => e.event).filter((e) => e.userAgent === userAgent);
}

/** the dataLayer, with gtag's arguments objects as arrays */
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((e) =>
      Object.prototype.toString.call(e) === '[object Arguments]' ? Array.from(e as ArrayLike<unknown>) : e,
    ),
  );
const consentCommands = async (page: Page) =>
  (await dataLayer(page)).filter((e): e is unknown[] => Array.isArray(e) && e[0] === 'consent');

/** the page is hidden: batched events leave with the beacon */
const hidePage = (page: Page) =>
  page.evaluate(() => {
    window.dispatchEvent(new Event('pagehide'));
  });

async function visitor(context: BrowserContext): Promise<void> {
  // every overlay promo already seen, no consent yet: the cookie notice is the only interruption
  const promos = (await (await fetch(`http://localhost:${e2ePorts.standIn}/promo-overlays?channel=Web`)).json()) as {
    promoID: string;
  }[];
  await context.addCookies([
    {
      name: 'uzfc_seen_promos',
      value: encodeURIComponent(promos.map((p) => p.promoID).join(',')),
      url: `http://localhost:${e2ePorts.site}`,
    },
  ]);
  // advert and sponsor addresses are elsewhere on the web: never leave the machine
  await context.route(/^https?:\/\/(?!localhost)/, (route) => route.abort());
}

async function clickFirstAdvert(page: Page): Promise<void> {
  // adverts come back 2 s after a route change, asked for when the footer comes near the screen
  await nearFooter(page);
  const advert = page.getByRole('region', { name: 'Advertisements' }).getByRole('link').first();
  await expect(advert).toBeVisible({ timeout: 10_000 });
  const popup = page.waitForEvent('popup');
  await advert.click();
  await (await popup).close();
}

const notice = (page: Page) => page.getByRole('region', { name: 'We value your privacy' });

/** a returning fan who allowed analytics (their choice is stored), every promo already seen */
async function allowedAnalytics(context: BrowserContext): Promise<void> {
  await visitor(context);
  const consent = { analytics: true, marketing: false, personalisation: false, all: false };
  await context.addCookies([
    {
      name: 'uzfc_cookie_consent',
      value: encodeURIComponent(JSON.stringify(consent)),
      url: `http://localhost:${e2ePorts.site}`,
    },
  ]);
}

test.describe('analytics and consent', () => {
  test('a fan who chooses Only Essential sends nothing, and the tag manager holds consent denied', async ({
    browser,
  }) => {
    const userAgent = `uzfc-analytics-journey essential ${Date.now()}`;
    const context = await browser.newContext({ userAgent });
    await visitor(context);
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.goto('/news');
    await notice(page).getByRole('button', { name: 'Only Essential' }).click();
    await expect(notice(page)).toBeHidden();
    await clickFirstAdvert(page);
    await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Matches' }).click();
    await expect(page).toHaveURL(/\/matches/);
    await page.waitForTimeout(500);

    const layer = await dataLayer(page);
    // Consent Mode v2: the default, all denied, came before anything else, and nothing granted it since
    expect(layer[0]).toEqual(['consent', 'default', { ...DENIED, wait_for_update: 500 }]);
    expect(await consentCommands(page)).toEqual([layer[0]]);
    expect(layer.filter((e) => !Array.isArray(e))).toEqual([]);
    // the tracker's code is never even downloaded for this fan
    expect(requested.filter((u) => u.includes('analytics-runtime'))).toEqual([]);

    await page.close({ runBeforeUnload: true });
    await new Promise((r) => setTimeout(r, 1_000));
    expect(await received(userAgent)).toEqual([]);
    await context.close();
  });

  test('after Accept All Cookies a page view, an advert click and a video start arrive enriched and without a token; withdrawing stops them', async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const userAgent = `uzfc-analytics-journey accepted ${Date.now()}`;
    const context = await browser.newContext({ userAgent, extraHTTPHeaders: { 'x-viewer-country': 'US' } });
    await visitor(context);
    const page = await context.newPage();
    await page.goto('/news');
    await notice(page).getByRole('button', { name: 'Accept All Cookies' }).click();
    await expect.poll(async () => (await consentCommands(page)).at(-1)).toEqual(['consent', 'update', GRANTED]);
    await clickFirstAdvert(page);

    // a free on-demand video, played
    await page.goto('/videos/browse?team=Women&duration=short');
    await page.getByRole('article').filter({ hasText: 'Free' }).first().getByRole('link').click();
    await expect(page).toHaveURL(/\/videos\/video-\d+$/);
    await page.getByRole('button', { name: 'Play' }).click();
    await expect
      .poll(() => page.locator('video').evaluate((m: HTMLVideoElement) => m.currentTime), { timeout: 20_000 })
      .toBeGreaterThan(0.5);
    await hidePage(page);

    await expect
      .poll(async () => (await received(userAgent)).map((e) => e.action), { timeout: 10_000 })
      .toEqual(expect.arrayContaining(['page-view', 'advert-click', 'video-start']));
    const events = await received(userAgent);
    for (const action of ['page-view', 'advert-click', 'video-start']) {
      const event = events.find((e) => e.action === action)!;
      for (const field of ENRICHED) expect(event[field], `${action}.${field}`).not.toBeUndefined();
      expect(event).toMatchObject({
        channel: 'web',
        domain: 'localhost',
        userAllowTracking: true,
        userAgent,
        ssoVendor: 'uzfc-sso',
      });
      expect(event.logID).toEqual(expect.any(Number));
      expect(event.screensize).toMatch(/^\d+x\d+$/);
      expect(String(event.url)).toMatch(/^\//);
    }
    expect(events.find((e) => e.action === 'advert-click')).toMatchObject({
      advertID: expect.any(String),
      advertName: expect.any(String),
      campaignRef: expect.any(String),
    });
    expect(JSON.stringify(events)).not.toMatch(/token|eyJ|@/i);
    // the tag manager got the same events
    expect((await dataLayer(page)).some((e) => (e as { event?: string }).event === 'uzfc_analytics')).toBe(true);

    // the fan changes their mind: 'Cookie settings' in the footer, Only Essential
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await expect(notice(page)).toBeVisible();
    await notice(page).getByRole('button', { name: 'Only Essential' }).click();
    await expect(notice(page)).toBeHidden();
    await expect.poll(async () => (await consentCommands(page)).at(-1)).toEqual(['consent', 'update', DENIED]);
    const before = (await received(userAgent)).length;
    await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'News' }).click();
    await expect(page).toHaveURL(/\/news/);
    await clickFirstAdvert(page);
    await hidePage(page);
    await page.close({ runBeforeUnload: true });
    await new Promise((r) => setTimeout(r, 1_500));
    expect(await received(userAgent)).toHaveLength(before);
    await context.close();
  });

  test('a fan who registers at the portal is counted as a registration, and their next sign-in as a sign-in', async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const userAgent = `uzfc-analytics-journey registration ${Date.now()}`;
    const context = await browser.newContext({ userAgent });
    await visitor(context);
    const page = await context.newPage();
    const fan = newFan();
    await page.goto('/news');
    await notice(page).getByRole('button', { name: 'Accept All Cookies' }).click();
    await expect(notice(page)).toBeHidden();
    await registerThroughPortal(page, fan);
    await hidePage(page);
    const completions = async () => (await received(userAgent)).filter((e) => String(e.action).endsWith('-completed'));
    await expect
      .poll(async () => (await completions()).map((e) => e.action), { timeout: 10_000 })
      .toEqual(['registration-completed']);
    // counted for the new fan, never with their email
    const [registered] = await completions();
    expect(registered!.ssoID).not.toBe('');
    expect(JSON.stringify(registered)).not.toMatch(/token|eyJ|@/i);

    // the note was used up: signing in again from the panel is a sign-in
    await logOut(page);
    await page.getByRole('button', { name: 'Login' }).click();
    const panel = page.getByRole('dialog', { name: 'Account' });
    await panel.getByLabel(/email/i).fill(fan.email);
    await panel.getByLabel(/password/i).fill(fan.password);
    await panel.getByRole('button', { name: /sign in/i }).click();
    await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
    await hidePage(page);
    await expect
      .poll(async () => (await completions()).map((e) => e.action), { timeout: 10_000 })
      .toEqual(['registration-completed', 'sign-in-completed']);
    await context.close();
  });
  // The app's modules are fetched after the load event and it counts the page
  // once hydrated; on a 4x CPU with the modules 300 ms behind, the page had not hydrated 1.5 s
  // after its load event. The page's inline quick-leave script (app/server/render/quick-leave-page-view.ts)
  // owes the view from the start and beacons it on page hide; the app never counts it again.
  test('a fan who allowed analytics and leaves 1.5 s after the page loaded, on a phone, is still counted', async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const userAgent = `uzfc-analytics-journey quick leave ${Date.now()}`;
    const context = await browser.newContext({ userAgent, viewport: { width: 390, height: 844 }, isMobile: true });
    await allowedAnalytics(context);
    const page = await context.newPage();
    // a mid-range phone: its CPU four times slower, and the app's code a moment behind the page on its network
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.route(/\/assets\/[\w-]+\.js$/, async (route) => {
      await new Promise((r) => setTimeout(r, 300));
      await route.continue();
    });
    await page.goto('/news', { waitUntil: 'load' });
    await page.waitForTimeout(1_500);
    // the fan goes elsewhere: the page is hidden and unloaded
    await page.goto('about:blank');
    await expect
      .poll(async () => (await received(userAgent)).map((e) => [e.action, e.url]), { timeout: 10_000 })
      .toEqual([['page-view', '/news']]);
    await context.close();
  });
});
