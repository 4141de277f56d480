/**
 * UZTV playback in Debian's Chromium against the built site and the stand-in:
 *   - first frame: an entitled fan on /videos presses 'Watch Live'; from the press to the first
 *     video frame presented (requestVideoFrameCallback), measured inside the page on one clock.
 *     The player must also be playing (its 'playing' event) for a try to count.
 *     Ten tries, each a fresh browser profile holding the fan's cookies (nothing cached: a fan's
 *     first press of the day) and a fresh page load: hydrated, then a second in which the fan looks at the
 *     page (the button is in view, as a fan's would be before they press it), then a real
 *     pointer press (hover, then click). p50 and p95. Loopback network: it measures the site,
 *     the player and the stand-in, not a network.
 *   - rebuffering: two minutes of the live stream under Chromium's network emulation at the
 *     FAQ's minimum connection (VIDEO-4: 1.2 Mbps, under 100 ms latency; emulated at
 *     1.2 Mbps down and 100 ms round trip). Stalled time is from each 'waiting' after the first
 *     frame to the next 'playing'; the ratio is stalled / (stalled + played). The goal is under 1%.
 * The machine may be shared: the load average is recorded with the figures.
 */
import { availableParallelism, loadavg } from 'node:os';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { startBenchServers, type BenchServers } from './bench-servers';

export interface PlaybackFigures {
  readonly firstFrameMs: { readonly tries: readonly number[]; readonly p50: number; readonly p95: number };
  readonly rebuffering: {
    readonly seconds: number;
    readonly playedMs: number;
    readonly stalledMs: number;
    readonly stalls: number;
    readonly ratio: number;
    /** the renditions played (height -> ms), where the player says */
    readonly heights: Readonly<Record<string, number>>;
  };
  readonly loadAverage: { readonly before: number; readonly after: number; readonly cores: number };
}

export const FIRST_FRAME_GOAL_MS = 500;
export const REBUFFERING_GOAL = 0.01;
/** VIDEO-4: the minimum connection for SD */
const MIN_CONNECTION = { bitsPerSecond: 1_200_000, latencyMs: 100 } as const;
const TRIES = Number(process.env.BENCH_FIRST_FRAME_TRIES ?? 10) || 10;
const PLAYBACK_SECONDS = Number(process.env.BENCH_REBUFFER_SECONDS ?? 120) || 120;

const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;

/**
 * In every page: the time of the last press on a link or button (capture phase, before the
 * app's own handlers), and the first frame any <video> presents after it. Serialised by
 * Playwright into the page, so no named inner functions (tsx would wrap them in a helper the
 * page does not have) and no closures over this module.
 */
function installFirstFrameProbe(): void {
  const w = window as unknown as { __uztvBench: { pressedAt: number | null; firstFrameAt: number | null } };
  w.__uztvBench = { pressedAt: null, firstFrameAt: null };
  document.addEventListener(
    'click',
    () => {
      w.__uztvBench.pressedAt = performance.now();
      w.__uztvBench.firstFrameAt = null;
    },
    true,
  );
  new MutationObserver(() =>
    document.querySelectorAll('video').forEach((video) => {
      const marked = video as unknown as { __firstFrameProbe?: boolean };
      if (marked.__firstFrameProbe) return;
      marked.__firstFrameProbe = true;
      // the first frame the element presents (the live stream starts playing by itself)
      video.requestVideoFrameCallback((now) => {
        if (w.__uztvBench.firstFrameAt === null) w.__uztvBench.firstFrameAt = now;
      });
    }),
  ).observe(document, { childList: true, subtree: true });
}

/** In the page: stalls after the first frame, and which rendition played for how long (no named inner functions). */
function installStallProbe(): void {
  const s = {
    started: null as number | null,
    waitingSince: null as number | null,
    stalledMs: 0,
    stalls: 0,
    heights: {} as Record<string, number>,
    lastTick: null as number | null,
  };
  (window as unknown as { __uztvStalls: typeof s }).__uztvStalls = s;
  new MutationObserver(() =>
    document.querySelectorAll('video').forEach((video) => {
      const marked = video as unknown as { __stallProbe?: boolean };
      if (marked.__stallProbe) return;
      marked.__stallProbe = true;
      video.addEventListener('playing', () => {
        const t = performance.now();
        if (s.started === null) s.started = t;
        if (s.waitingSince !== null) {
          s.stalledMs += t - s.waitingSince;
          s.waitingSince = null;
        }
      });
      video.addEventListener('waiting', () => {
        if (s.started !== null && s.waitingSince === null) {
          s.waitingSince = performance.now();
          s.stalls += 1;
        }
      });
      video.addEventListener('timeupdate', () => {
        const t = performance.now();
        if (s.lastTick !== null && s.waitingSince === null && !video.paused) {
          const key = String(video.videoHeight);
          s.heights[key] = (s.heights[key] ?? 0) + (t - s.lastTick);
        }
        s.lastTick = t;
      });
    }),
  ).observe(document, { childList: true, subtree: true });
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** a fan with the live pass, signed in on the site through the stand-in's portal: their cookies */
async function entitledFan(browser: Browser, servers: BenchServers): Promise<StorageState> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const consent = { analytics: false, marketing: false, personalisation: false, all: false };
  const promos = (await (await fetch(`${servers.standInUrl}/promo-overlays?channel=Web`)).json()) as {
    promoID: string;
  }[];
  await context.addCookies([
    { name: 'uzfc_cookie_consent', value: encodeURIComponent(JSON.stringify(consent)), url: servers.siteUrl },
    {
      name: 'uzfc_seen_promos',
      value: encodeURIComponent(promos.map((p) => p.promoID).join(',')),
      url: servers.siteUrl,
    },
  ]);
  await context.setExtraHTTPHeaders({ 'x-viewer-country': 'US' });
  const page = await context.newPage();
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const email = `bench.fan+${id}@example.com`;
  await page.goto(`${servers.siteUrl}/videos`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('dialog', { name: 'Account' }).getByRole('link', { name: 'Register' }).click();
  await page.getByLabel('First name').fill('Bench');
  await page.getByLabel('Last name').fill(`Fan${id}`);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill('correct horse battery staple');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('button', { name: 'Profile' }).waitFor({ timeout: 30_000 });
  const granted = await fetch(`${servers.standInUrl}/stream/__control/entitlements`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, entitlements: ['uztv-live'] }),
  });
  if (!granted.ok) throw new Error(`the stand-in refused the bench fan's pass: ${granted.status}`);
  await page.close();
  const state = await context.storageState();
  await context.close();
  return state;
}

/**
 * A fresh browser profile holding the fan's cookies: nothing of the site in its HTTP cache. It
 * is the same device each time (the site's device id, adapters/browser/device), as a fan's own
 * browser is: the stream service counts devices, and ten new ones would hit the device limit.
 */
async function fanContext(browser: Browser, state: StorageState): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, storageState: state });
  await context.setExtraHTTPHeaders({ 'x-viewer-country': 'US' });
  await context.addInitScript(() => {
    try {
      if (!localStorage.getItem('uzfc.device-id')) localStorage.setItem('uzfc.device-id', 'bench-device');
    } catch {
      /* no storage on this page */
    }
  });
  return context;
}

/** one try; answers the fan's cookies as they are after it (the session's refresh token rotates on use) */
async function firstFrameOnce(
  browser: Browser,
  state: StorageState,
  siteUrl: string,
): Promise<{ ms: number; state: StorageState }> {
  const context = await fanContext(browser, state);
  await context.addInitScript(installFirstFrameProbe);
  const page = await context.newPage();
  try {
    await page.goto(`${siteUrl}/videos`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
    await page.getByRole('button', { name: 'Profile' }).waitFor({ timeout: 30_000 });
    const watch = page.getByRole('link', { name: 'Watch Live' }).first();
    await watch.scrollIntoViewIfNeeded();
    // the fan looks at the page for a moment before pressing
    await page.waitForTimeout(1_000);
    await watch.hover();
    await page.waitForTimeout(150);
    await watch.click();
    const probe = await page
      .waitForFunction(
        () => {
          const b = (window as unknown as { __uztvBench: { pressedAt: number | null; firstFrameAt: number | null } })
            .__uztvBench;
          const playing = [...document.querySelectorAll('video')].some((v) => !v.paused && v.currentTime > 0);
          return b.pressedAt !== null && b.firstFrameAt !== null && playing ? b.firstFrameAt - b.pressedAt : null;
        },
        undefined,
        { timeout: 30_000, polling: 50 },
      )
      .catch(async (e: unknown) => {
        const seen = await page
          .locator('main')
          .innerText()
          .catch(() => '');
        const probeState = await page.evaluate(() =>
          JSON.stringify((window as unknown as Record<string, unknown>).__uztvBench),
        );
        throw new Error(`no first frame at ${page.url()}: ${seen.slice(0, 300)} ${probeState} (${String(e)})`);
      });
    const ms = Math.round((await probe.jsonValue()) as number);
    return { ms, state: await context.storageState() };
  } finally {
    await context.close();
  }
}

async function rebufferOnce(
  browser: Browser,
  state: StorageState,
  siteUrl: string,
): Promise<PlaybackFigures['rebuffering']> {
  const context = await fanContext(browser, state);
  const page: Page = await context.newPage();
  try {
    await page.addInitScript(installStallProbe);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: MIN_CONNECTION.latencyMs,
      downloadThroughput: MIN_CONNECTION.bitsPerSecond / 8,
      uploadThroughput: MIN_CONNECTION.bitsPerSecond / 8,
    });
    await page.goto(`${siteUrl}/live`);
    await page.waitForFunction(
      () => (window as unknown as { __uztvStalls: { started: number | null } }).__uztvStalls.started !== null,
      undefined,
      { timeout: 60_000, polling: 200 },
    );
    await page.waitForTimeout(PLAYBACK_SECONDS * 1000);
    const s = (await page.evaluate(() => {
      const probe = (window as unknown as { __uztvStalls: Record<string, unknown> }).__uztvStalls as {
        started: number;
        waitingSince: number | null;
        stalledMs: number;
        stalls: number;
        heights: Record<string, number>;
      };
      const now = performance.now();
      const stalled = probe.stalledMs + (probe.waitingSince === null ? 0 : now - probe.waitingSince);
      return { total: now - probe.started, stalled, stalls: probe.stalls, heights: probe.heights };
    })) as { total: number; stalled: number; stalls: number; heights: Record<string, number> };
    const playedMs = Math.max(0, s.total - s.stalled);
    return {
      seconds: PLAYBACK_SECONDS,
      playedMs: Math.round(playedMs),
      stalledMs: Math.round(s.stalled),
      stalls: s.stalls,
      ratio: s.total > 0 ? s.stalled / s.total : 0,
      heights: Object.fromEntries(Object.entries(s.heights).map(([h, ms]) => [h, Math.round(ms)])),
    };
  } finally {
    await context.close();
  }
}

export async function runPlaybackBench(): Promise<PlaybackFigures> {
  const loadBefore = loadavg()[0]!;
  const servers = await startBenchServers({}, { STAND_IN_CONTROLS: '1' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
  });
  try {
    let fan = await entitledFan(browser, servers);
    const tries: number[] = [];
    for (let i = 0; i < TRIES; i += 1) {
      const done = await firstFrameOnce(browser, fan, servers.siteUrl);
      tries.push(done.ms);
      fan = done.state;
    }
    const sorted = [...tries].sort((a, b) => a - b);
    const rebuffering = await rebufferOnce(browser, fan, servers.siteUrl);
    return {
      firstFrameMs: { tries, p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95) },
      rebuffering,
      loadAverage: { before: loadBefore, after: loadavg()[0]!, cores: availableParallelism() },
    };
  } finally {
    await browser.close();
    await servers.stop();
  }
}

export function playbackTable(f: PlaybackFigures): string {
  const r = f.rebuffering;
  const pct = (x: number) => `${(x * 100).toFixed(2)}%`;
  const heights = Object.entries(r.heights)
    .sort((a, b) => Number(a[0]) - Number(b[0]))
    .map(([h, ms]) => `${h}p ${(ms / 1000).toFixed(0)} s`)
    .join(', ');
  return [
    `${f.firstFrameMs.p50 <= FIRST_FRAME_GOAL_MS ? '✔' : '!'} Watch Live -> first frame: p50 ${f.firstFrameMs.p50} ms, p95 ${f.firstFrameMs.p95} ms (goal: p50 <= ${FIRST_FRAME_GOAL_MS} ms; tries ${f.firstFrameMs.tries.join(', ')})`,
    `${r.ratio < REBUFFERING_GOAL ? '✔' : '!'} rebuffering over ${r.seconds} s of live at ${MIN_CONNECTION.bitsPerSecond / 1e6} Mbps, ${MIN_CONNECTION.latencyMs} ms: ${pct(r.ratio)} (${r.stalls} stalls, ${(r.stalledMs / 1000).toFixed(1)} s stalled; goal under ${pct(REBUFFERING_GOAL)})${heights ? `; played ${heights}` : ''}`,
    `  load average (1 min) ${f.loadAverage.before.toFixed(2)} -> ${f.loadAverage.after.toFixed(2)} on ${f.loadAverage.cores} cores`,
  ].join('\n');
}
