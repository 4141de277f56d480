/**
 * The site behind the edge cache, as production runs it (docs/cdn.md): Varnish with the
 * repository's policy in front of two site server instances and the stand-in
 * (support/edge-fixture.ts). What a fan gets when pages come from the cache, when every instance
 * is gone, and while instances are killed or stopped under load.
 */
import { execFile } from 'node:child_process';
import type { BrowserContext, Page, Response } from '@playwright/test';
import { asReturningFan } from './support/quiet-visit';
import { newFan, registerThroughPortal, type Fan } from './support/accounts';
import {
  EDGE_FAULT_HOLD_MS,
  EDGE_PAGE_CACHE_CONTROL,
  EDGE_PAGE_STALE_AFTER_MS,
  everyInstanceInRotation,
  expect,
  failed,
  inFlightAt,
  loadThroughCache,
  noInstanceInRotation,
  setEdgeFault,
  test,
} from './support/edge-fixture';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** the cache listens on loopback's IPv4 address; this process asks it there (a browser says localhost) */
const loopback = (url: string) => url.replace('//localhost:', '//127.0.0.1:');

/** a GET as a browser sends it, with what the cache said */
async function get(url: string, headers: Record<string, string> = {}) {
  const r = await fetch(loopback(url), { headers: { 'accept-encoding': 'br, gzip', ...headers } });
  const body = Buffer.from(await r.arrayBuffer());
  return { status: r.status, cache: r.headers.get('x-cache'), headers: r.headers, body };
}

/** the documented purge command (npm run edge:purge), run as a fan's operator would */
function purgeCommand(port: number, ...args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) =>
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/edge/purge.ts', ...args],
      { env: { ...process.env, PORT: String(port) } },
      (e, stdout, stderr) => resolve({ code: e ? Number(e.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    ),
  );
}

async function returningFan(context: BrowserContext, servicesUrl: string, siteUrl: string) {
  const promos = (await (await fetch(loopback(`${servicesUrl}/promo-overlays?channel=Web`))).json()) as {
    promoID: string;
  }[];
  await asReturningFan(
    context,
    siteUrl,
    promos.map((p) => p.promoID),
  );
}

test.beforeEach(async ({ edge }) => {
  await everyInstanceInRotation(edge);
  await setEdgeFault('videos', 'none');
});

test('a page is fetched once and then served by the cache, which says so; purging makes it fetched again', async ({
  edge,
  page,
}) => {
  test.setTimeout(60_000);
  const site = edge.siteUrl;
  const port = Number(new URL(site).port);
  const purged = await purgeCommand(port, '--all');
  expect(purged.output).toContain('purged: every address under /');
  expect(purged.code).toBe(0);

  const first = await get(`${site}/news`);
  expect(first.status).toBe(200);
  expect(first.cache).toBe('MISS');
  expect(first.headers.get('cache-control')).toBe(EDGE_PAGE_CACHE_CONTROL);
  const second = await get(`${site}/news`);
  expect(second.cache).toBe('HIT');
  expect(second.body.equals(first.body)).toBe(true);
  // the cache key follows Vary: a gzip-only browser gets its own copy, fetched once too
  const gzip = await get(`${site}/news`, { 'accept-encoding': 'gzip, deflate' });
  expect(gzip.headers.get('content-encoding')).toBe('gzip');
  expect(gzip.cache).toBe('MISS');
  expect((await get(`${site}/news`, { 'accept-encoding': 'gzip' })).cache).toBe('HIT');

  // a fan's browser gets the cache's copy (fresh, or stale while it is refreshed), and it works
  const shown = await page.goto(`${site}/news`);
  expect(['HIT', 'STALE']).toContain(await shown!.headerValue('x-cache'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // one address purged: fetched again; the others stay
  await get(`${site}/`);
  expect((await purgeCommand(port, '/news')).code).toBe(0);
  expect((await get(`${site}/news`)).cache).toBe('MISS');
  expect(['HIT', 'STALE']).toContain((await get(`${site}/`)).cache);

  // the services' pictures: one copy per format the browser accepts (Vary: Accept)
  const picture = `${edge.servicesUrl}/images/v2/edge-journey/120x80`;
  const webp = await get(picture, { accept: 'image/avif,image/webp,*/*' });
  const png = await get(picture, { accept: 'image/png' });
  expect([webp.headers.get('content-type'), png.headers.get('content-type')]).toEqual(['image/webp', 'image/png']);
  expect([webp.cache, png.cache]).toEqual(['MISS', 'MISS']);
  const again = [
    await get(picture, { accept: 'image/avif,image/webp,*/*' }),
    await get(picture, { accept: 'image/png' }),
  ];
  expect(again.map((r) => [r.cache, r.headers.get('content-type')])).toEqual([
    ['HIT', 'image/webp'],
    ['HIT', 'image/png'],
  ]);

  // the same pictures as the pages name them, on the site's own origin (decision 0022): kept at the edge too
  const own = `${site}/images/v2/edge-journey/120x80`;
  const ownFirst = await get(own, { accept: 'image/avif,image/webp,*/*' });
  expect([ownFirst.status, ownFirst.headers.get('content-type'), ownFirst.cache]).toEqual([200, 'image/webp', 'MISS']);
  const ownAgain = await get(own, { accept: 'image/avif,image/webp,*/*' });
  expect([ownAgain.headers.get('content-type'), ownAgain.cache]).toEqual(['image/webp', 'HIT']);
  expect((await get(own, { accept: 'image/png' })).headers.get('content-type')).toBe('image/png');
});

/** signs a fan in through the portal (through the cache) and records every answer the site gave them */
async function signedInFan(context: BrowserContext, edge: { siteUrl: string; servicesUrl: string }, fan: Fan) {
  await returningFan(context, edge.servicesUrl, edge.siteUrl);
  const page = await context.newPage();
  const answers: Response[] = [];
  // the site's own answers: its pages and what its scripts ask it (the session)
  page.on('response', (r) => {
    if (r.url().startsWith(edge.siteUrl) && ['document', 'fetch', 'xhr'].includes(r.request().resourceType()))
      answers.push(r);
  });
  await page.goto(`${edge.siteUrl}/news`);
  await registerThroughPortal(page, fan);
  return { page, answers };
}

async function nameInPanel(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Profile' }).click();
  const panel = page.getByRole('dialog', { name: 'Account' });
  await expect(panel).toBeVisible();
  const text = (await panel.textContent()) ?? '';
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  return text;
}

test("a signed-in fan never receives another fan's state", async ({ edge, browser }) => {
  // two fans register at the portal and visit four pages each
  test.setTimeout(120_000);
  const [a, b] = [newFan(), newFan()];
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  try {
    const fanA = await signedInFan(contextA, edge, a);
    const fanB = await signedInFan(contextB, edge, b);
    // both go through the same pages, one after the other, so each is served what the other's
    // visit left in the cache
    for (const path of ['/', '/news', '/videos', '/news']) {
      for (const fan of [fanA, fanB]) {
        await fan.page.goto(`${edge.siteUrl}${path}`);
        await expect(fan.page.getByRole('button', { name: 'Profile' })).toBeVisible();
      }
    }
    const panelA = await nameInPanel(fanA.page);
    const panelB = await nameInPanel(fanB.page);
    expect(panelA).toContain(a.lastName);
    expect(panelA).not.toContain(b.lastName);
    expect(panelB).toContain(b.lastName);
    expect(panelB).not.toContain(a.lastName);

    // pages came from the cache's copies (fresh, or stale while refreshed), each fetched by either fan
    const fromCache = [...fanA.answers, ...fanB.answers].filter((r) =>
      ['HIT', 'STALE'].includes(r.headers()['x-cache'] ?? ''),
    );
    expect(fromCache.length).toBeGreaterThan(0);
    for (const [fan, other] of [
      [fanA, b],
      [fanB, a],
    ] as const) {
      for (const answer of fan.answers) {
        const cache = answer.headers()['x-cache'];
        // nothing that sets a cookie is a stored copy; the session's answers are never stored
        if (await answer.headerValue('set-cookie')) expect(cache, answer.url()).toBe('PASS');
        if (new URL(answer.url()).pathname.startsWith('/auth/')) expect(cache, answer.url()).toBe('PASS');
        const body = await answer.body().catch(() => Buffer.alloc(0));
        const text = body.toString('utf8');
        expect(text.includes(other.lastName) || text.includes(other.email.toLowerCase()), answer.url()).toBe(false);
      }
    }
  } finally {
    await contextA.close();
    await contextB.close();
  }
});

test('with every site instance killed, cached pages still answer 200 and the session endpoints an honest 503', async ({
  edge,
  browser,
}) => {
  // a registration, two waits past the pages' stale windows, a restart
  test.setTimeout(120_000);
  const site = edge.siteUrl;
  const context = await browser.newContext();
  try {
    const fan = newFan();
    const { page } = await signedInFan(context, edge, fan);
    // what the fan has seen is in the cache: pages, their scripts and styles
    for (const path of ['/', '/news']) await page.goto(`${site}${path}`);
    await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
    const cookies = async () => (await context.cookies(site)).map((c) => c.name).sort();
    const sessionCookies = await cookies();

    await Promise.all(edge.instances.map((i) => i.kill('SIGKILL')));
    // past s-maxage and stale-while-revalidate: only stale-if-error keeps these pages now
    await sleep(EDGE_PAGE_STALE_AFTER_MS);
    for (const path of ['/', '/news']) {
      const answer = await get(`${site}${path}`);
      expect(answer.status, path).toBe(200);
      expect(answer.cache, path).toBe('STALE-IF-ERROR');
    }
    // the same once the cache has taken every instance out of its rotation
    await noInstanceInRotation(edge);
    const shown = await page.goto(`${site}/news`);
    expect(shown!.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // never cached: nothing to serve, and it says so
    const never = await get(`${site}/news?never-cached=1`);
    expect(never.status).toBe(503);
    expect(never.cache).toBe('UNAVAILABLE');
    expect(never.headers.get('cache-control')).toBe('no-store');
    expect(never.headers.get('retry-after')).toBe('10');
    expect(never.body.toString()).toContain('<h1>503 error</h1>');
    const refresh = await fetch(loopback(`${site}/auth/refresh`), { method: 'POST', headers: { origin: site } });
    expect(refresh.status).toBe(503);
    expect(refresh.headers.get('cache-control')).toBe('no-store');
    expect(await refresh.json()).toEqual({ error: 'unavailable' });

    // an outage is not a sign-out: the fan's browser keeps the session through it
    expect(await cookies()).toEqual(sessionCookies);
    await everyInstanceInRotation(edge);
    await page.goto(`${site}/news`);
    await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
    expect(await nameInPanel(page)).toContain(fan.lastName);
  } finally {
    await context.close();
  }
});

test('an instance killed under load costs no failed request beyond those in flight', async ({ edge }) => {
  const load = loadThroughCache(loopback(edge.siteUrl), 12);
  await sleep(2_500);
  const killedAt = Date.now();
  const exit = await edge.instances[0]!.kill('SIGKILL');
  expect(exit.signal).toBe('SIGKILL');
  // through the cache noticing (3 failed health checks a second apart) and after
  await sleep(8_000);
  const sent = await load.stop();

  const inFlight = inFlightAt(sent, killedAt);
  const failures = sent.filter(failed);
  const afterKill = sent.filter((s) => s.startedAt > killedAt);
  console.log(
    `killed under load: ${sent.length} requests, ${inFlight.length} in flight at the kill, ${failures.length} failed, ${afterKill.length} after it`,
  );
  expect(afterKill.length).toBeGreaterThanOrEqual(10);
  // every failure was in flight when the instance died; none came after
  for (const f of failures) expect(inFlight, `${f.url} failed (${f.status})`).toContain(f);
  expect(afterKill.filter(failed)).toEqual([]);
});

test('SIGTERM drains the requests in flight before an instance exits, and the cache loses none', async ({ edge }) => {
  const instance = edge.instances[0]!;
  const instanceUrl = edge.plan.instances[0]!.readyUrl.replace('/healthz', '');
  const load = loadThroughCache(loopback(edge.siteUrl), 8);
  await sleep(1_500);
  // a render at this instance that waits on a slow service: certainly in flight at the signal
  await setEdgeFault('videos', 'timeout');
  const slowStarted = Date.now();
  const slow = get(`${instanceUrl}/videos?drain=${slowStarted}`).then((a) => ({ ...a, at: Date.now() }));
  await sleep(400);
  const signalledAt = Date.now();
  const exit = instance.kill('SIGTERM').then((e) => ({ ...e, at: Date.now() }));

  const answer = await slow;
  expect(answer.at - slowStarted).toBeGreaterThanOrEqual(EDGE_FAULT_HOLD_MS - 100);
  expect(answer.at).toBeGreaterThan(signalledAt);
  // answered in full (the page, or its own error page), not cut
  expect(answer.status).toBeGreaterThan(0);
  expect(answer.body.toString()).toContain('</html>');
  expect(answer.headers.get('connection')).toBe('close');

  const exited = await exit;
  expect(exited.code).toBe(0);
  expect(exited.at).toBeGreaterThanOrEqual(answer.at);
  await setEdgeFault('videos', 'none');
  await sleep(1_500);
  const sent = await load.stop();
  const failures = sent.filter(failed);
  console.log(
    `SIGTERM under load: ${sent.length} requests through the cache, ${inFlightAt(sent, signalledAt).length} in flight at the signal, ${failures.length} failed`,
  );
  expect(sent.filter((s) => s.startedAt > signalledAt).length).toBeGreaterThan(20);
  expect(failures).toEqual([]);
});
