/**
 * Finds a layout shift that happens only sometimes: loads each path many times as Lighthouse
 * loads it (a first visit with no cookies, its mobile screen, nothing scrolled) while varying
 * what a busy host varies (the CPU's speed, when the app's code and the services' answers
 * arrive), and prints every run's cumulative shift with the elements that moved in the worst.
 *
 *   node --import tsx scripts/bench/layout-shift-probe.ts /teams/first-team
 *
 * LAYOUT_SHIFT_RUNS (12) loads per path; LAYOUT_SHIFT_RETURNING=1 loads as a returning fan
 * (consent given, every promo seen) instead of a first visit. LAYOUT_SHIFT_LIGHTHOUSE=1 lets
 * Lighthouse itself load the page (mobile defaults, as the bench does) and prints its own
 * layout-shifts audit: which elements moved, by how much. LAYOUT_SHIFT_FAULT=web-api (a stand-in
 * service) makes that service answer 500 while the site server renders the page and well again
 * once the page's HTML has arrived: the server painted the failure, the browser loads it. Starts the built site (DIST_DIR,
 * default dist) and the stand-in as the bench does.
 */
import { chromium, type BrowserContext } from '@playwright/test';
import lighthouse from 'lighthouse';
import { launchChrome } from './lighthouse-pages';
import { cumulative, recordShifts, type Shift } from '../../test/e2e/support/layout-shifts';
import { startBenchServers } from './bench-servers';

const paths = process.argv.slice(2).filter((a) => a.startsWith('/'));
const runs = Math.max(1, Number(process.env.LAYOUT_SHIFT_RUNS ?? 12) || 12);

/** what a busy host varies from one load to the next, one setting per run in turn */
const conditions = [
  { cpu: 1, scriptDelayMs: 0, apiDelayMs: 0 },
  { cpu: 4, scriptDelayMs: 0, apiDelayMs: 0 },
  { cpu: 1, scriptDelayMs: 800, apiDelayMs: 0 },
  { cpu: 4, scriptDelayMs: 300, apiDelayMs: 600 },
  { cpu: 1, scriptDelayMs: 0, apiDelayMs: 1200 },
  { cpu: 6, scriptDelayMs: 1500, apiDelayMs: 300 },
] as const;

// Lighthouse's mobile screen (its default emulation: a Moto G Power)
const lighthouseScreen = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true };

async function returningFan(context: BrowserContext, siteUrl: string, standInUrl: string): Promise<void> {
  const promos = (await (await fetch(`${standInUrl}/promo-overlays?channel=Web`)).json()) as { promoID: string }[];
  const consent = { analytics: false, marketing: false, personalisation: false, all: false };
  await context.addCookies([
    { name: 'uzfc_cookie_consent', value: encodeURIComponent(JSON.stringify(consent)), url: siteUrl },
    { name: 'uzfc_seen_promos', value: encodeURIComponent(promos.map((p) => p.promoID).join(',')), url: siteUrl },
  ]);
}

const fault = process.env.LAYOUT_SHIFT_FAULT;
const servers = await startBenchServers(
  process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {},
  fault ? { STAND_IN_CONTROLS: '1' } : {},
  { background: true },
);
const setFault = async (kind: '500' | 'none') => {
  if (!fault) return;
  const r = await fetch(`${servers.standInUrl}/__control/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ service: fault, kind }),
  });
  if (!r.ok) throw new Error(`the stand-in refused the fault ${fault}: ${r.status}`);
};
if (process.env.LAYOUT_SHIFT_LIGHTHOUSE === '1') {
  const chrome = await launchChrome();
  try {
    for (const path of paths)
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(`${servers.siteUrl}${path}`, {
          port: chrome.port,
          onlyCategories: ['performance'],
          logLevel: 'error',
          output: 'json',
        } as Parameters<typeof lighthouse>[1]);
        const audits = result?.lhr.audits ?? {};
        const cls = audits['cumulative-layout-shift']?.numericValue ?? Number.NaN;
        console.log(`${path} Lighthouse run ${i + 1}: CLS ${cls.toFixed(3)}`);
        const items = (audits['layout-shifts']?.details as { items?: unknown[] } | undefined)?.items ?? [];
        for (const item of items) console.log(`  ${JSON.stringify(item).slice(0, 600)}`);
      }
  } finally {
    chrome.kill();
    await servers.stop();
  }
  process.exit(0);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  for (const path of paths) {
    const all: { cls: number; condition: string; shifts: Shift[] }[] = [];
    for (let i = 0; i < runs; i++) {
      const condition = conditions[i % conditions.length]!;
      const context = await browser.newContext(lighthouseScreen);
      if (process.env.LAYOUT_SHIFT_RETURNING === '1') await returningFan(context, servers.siteUrl, servers.standInUrl);
      await context.addInitScript(recordShifts);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: condition.cpu });
      const late = (ms: number) => async (route: { continue: () => Promise<void> }) => {
        await new Promise((r) => setTimeout(r, ms));
        await route.continue();
      };
      if (condition.scriptDelayMs) await page.route(/\/assets\/[\w-]+\.js$/, late(condition.scriptDelayMs));
      // the services (and the image library) answer from the stand-in's origin
      const standIn = new URL(servers.standInUrl).origin;
      if (condition.apiDelayMs) await page.route((url) => url.origin === standIn, late(condition.apiDelayMs));
      await setFault('500');
      await page.goto(`${servers.siteUrl}${path}`, { waitUntil: 'commit' });
      await setFault('none');
      await page.waitForLoadState('load');
      await page.waitForSelector('html[data-hydrated]', { timeout: 30_000 }).catch(() => undefined);
      // Lighthouse waits for the network and the main thread to go quiet; so does this
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await page.waitForTimeout(2_000);
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
      const label = `CPU ${condition.cpu}x, scripts +${condition.scriptDelayMs} ms, services +${condition.apiDelayMs} ms`;
      all.push({ cls: cumulative(shifts), condition: label, shifts });
      console.log(`${path} run ${i + 1} (${label}): CLS ${cumulative(shifts).toFixed(3)}`);
      await context.close();
    }
    const worst = all.reduce((a, b) => (b.cls > a.cls ? b : a));
    console.log(`${path}: worst CLS ${worst.cls.toFixed(3)} (${worst.condition})`);
    for (const s of worst.shifts) console.log(`  ${s.value.toFixed(4)}\n    ${s.sources.join('\n    ')}`);
  }
} finally {
  await browser.close();
  await servers.stop();
}
