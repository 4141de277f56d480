import type { Page } from '@playwright/test';

/**
 * Brings the footer on screen: its sponsors and adverts are asked for only when it comes near
 * (useNearScreen, ui/shared/scheduling/near-screen.ts), as a fan scrolling down would.
 */
export async function nearFooter(page: Page): Promise<void> {
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
}
