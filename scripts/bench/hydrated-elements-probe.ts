/**
 * How much of each page React hydrated: the elements it rendered and wired (those carrying a
 * React fiber) out of all the page's elements, once the page has marked itself hydrated. A count,
 * not a time: the same on a busy host as on a quiet one, so two builds compare at any moment.
 *
 *   DIST_DIR=dist node --import tsx scripts/bench/hydrated-elements-probe.ts / /teams/first-team
 */
import { chromium } from '@playwright/test';
import { startBenchServers } from './bench-servers';

const paths = process.argv.slice(2).filter((a) => a.startsWith('/'));
const servers = await startBenchServers(
  process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {},
  {},
  {
    background: true,
  },
);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  for (const path of paths) {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    await page.goto(`${servers.siteUrl}${path}`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated]', { timeout: 30_000 });
    await page.waitForTimeout(1_000);
    const { rendered, all } = await page.evaluate(() => {
      const elements = [...document.body.querySelectorAll('*')];
      return {
        rendered: elements.filter((n) => Object.keys(n).some((k) => k.startsWith('__reactFiber'))).length,
        all: elements.length,
      };
    });
    console.log(`${path}: React rendered ${rendered} of ${all} elements`);
    await page.close();
  }
} finally {
  await browser.close();
  await servers.stop();
}
