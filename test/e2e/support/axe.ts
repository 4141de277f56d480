import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Resolves once no finite CSS transition or animation is running: colour contrast measured
 * halfway through a fade (a list arriving, a button's hover) is a colour no one reads, and
 * fails or passes by chance on a loaded machine. Endless ones (a spinner) are not waited for.
 */
async function settled(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            document
              .getAnimations()
              .filter(
                (a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)),
              ).length,
        ),
      { message: 'animations to finish', timeout: 10_000 },
    )
    .toBe(0);
}

/**
 * Runs axe-core (WCAG 2.2 A/AA rules) on the page as it is now, including any open
 * panel. Injected through DevTools evaluation, so the site's strict CSP stays on.
 */
export async function expectNoAxeViolations(page: Page, context = 'page'): Promise<void> {
  await settled(page);
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const r = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    return r.violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
  });
  expect(violations, `axe violations on ${context}`).toEqual([]);
}
