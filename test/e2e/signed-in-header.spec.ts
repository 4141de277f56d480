import { expect, test, type Page } from '@playwright/test';
import { asReturningFan } from './support/quiet-visit';
import { newFan, registerThroughPortal } from './support/accounts';

/**
 * A signed-in fan gets the same public server HTML as everyone ('Login' in the header, so a
 * CDN may cache it), then 'Profile' once the page has hydrated and found the session. The
 * swap must not move anything: the layout-shift entries the browser records from the first
 * byte until the header says 'Profile' add up to zero, on a phone and on a desktop.
 */
test.beforeEach(async ({ context }) => asReturningFan(context));

// collects every layout shift from the start of the document, before any of the page's own scripts
const recordShifts = () => {
  const w = window as unknown as { __shifts: { value: number; sources: string[] }[] };
  w.__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] })[]) {
      if (e.hadRecentInput) continue;
      // what moved, and from where to where: enough to find the cause when this fails
      const what = (n: Node | null | undefined) => {
        const el = n instanceof Element ? n : n?.parentElement;
        return el ? el.outerHTML.slice(0, 120) : String(n?.nodeName);
      };
      const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
      w.__shifts.push({ value: e.value, sources: (e.sources ?? []).map((s) => `${what(s.node)} ${rect(s.previousRect)} -> ${rect(s.currentRect)}`) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

async function shiftsUntilProfile(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
  // the account state arrives after hydration; give a late render a frame or two to land before reading
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts);
}

for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
  test(`a signed-in fan's header turns from 'Login' to 'Profile' without a layout shift (${viewport.width}px)`, async ({ page, context, request }) => {
    await page.setViewportSize(viewport);
    const fan = newFan();
    await page.goto('/news');
    await registerThroughPortal(page, fan);
    await context.addInitScript(recordShifts);

    // (not /news: a match report's held-back score, '?-?', is narrower than '3-0'; see the README)
    for (const path of ['/', '/videos', '/tickets-membership']) {
      // the server's HTML is the public page: the fan's cookies change nothing in it
      const [fansHtml, guestsHtml] = await Promise.all([page.request.get(path), request.get(path)].map(async (r) => (await r).text()));
      expect(fansHtml).toBe(guestsHtml);

      const shifts = await shiftsUntilProfile(page, path);
      expect(shifts, `layout shifts on ${path}`).toEqual([]);
    }
  });
}
