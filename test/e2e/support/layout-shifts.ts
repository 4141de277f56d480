import type { Page } from '@playwright/test';

export interface Shift {
  readonly value: number;
  readonly sources: readonly string[];
}

/**
 * An init script (context.addInitScript) that collects every layout shift from the start of the
 * document, before any of the page's own scripts, into window.__shifts.
 */
export const recordShifts = () => {
  const w = window as unknown as { __shifts: { value: number; sources: string[] }[] };
  w.__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    })[]) {
      if (e.hadRecentInput) continue;
      // what moved, and from where to where: enough to find the cause when a check fails
      const what = (n: Node | null | undefined) => {
        const el = n instanceof Element ? n : n?.parentElement;
        return el ? el.outerHTML.slice(0, 120) : String(n?.nodeName);
      };
      const rect = (r: DOMRectReadOnly) =>
        `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
      w.__shifts.push({
        value: e.value,
        sources: (e.sources ?? []).map((s) => `${what(s.node)} ${rect(s.previousRect)} -> ${rect(s.currentRect)}`),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

/** the shifts recorded so far, after a late render has had a frame or two to land */
export async function recordedShifts(page: Page): Promise<Shift[]> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}

/** the page's cumulative layout shift so far (the sum: these pages' loads fit one session window) */
export const cumulative = (shifts: readonly Shift[]): number => shifts.reduce((sum, s) => sum + s.value, 0);
