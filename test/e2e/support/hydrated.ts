import { expect, type Locator } from '@playwright/test';

/**
 * Resolves once React has hydrated the element: the browser loads the app's code, its services
 * and the first route's modules after the server's HTML is on screen, so under load a click on
 * a server-rendered link can come before any handler exists and the browser loads a whole new
 * document instead of navigating client-side. React marks each hydrated element with its fiber.
 */
export async function untilHydrated(element: Locator): Promise<void> {
  // the app's effects have run (replayEarlyPress in ui/shared/scheduling/early-presses.ts marks the root element then)
  await expect(element.page().locator('html[data-hydrated]')).toHaveCount(1, { timeout: 15_000 });
  await expect
    .poll(() => element.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$'))), {
      message: 'the page to be hydrated',
      timeout: 15_000,
    })
    .toBe(true);
}
