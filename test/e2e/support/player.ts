import { expect, type Locator, type Page } from '@playwright/test';
import { newFan, registerThroughPortal } from './accounts';
import { setEntitlements } from './stream-direct';

/** the media element's clock, in seconds */
export const currentTime = (media: Locator) => media.evaluate((m: HTMLMediaElement) => m.currentTime);

/** the media element's clock moves past `beyond`: real frames (or samples) are being played */
export async function expectAdvancing(media: Locator, beyond = 1): Promise<void> {
  await expect.poll(() => currentTime(media), { timeout: 20_000 }).toBeGreaterThan(beyond);
}

/** the clock moves on from where it is now */
export async function expectPlayingOn(media: Locator): Promise<void> {
  const from = await currentTime(media);
  await expect.poll(() => currentTime(media), { timeout: 20_000 }).toBeGreaterThan(from + 0.5);
}

/** a new fan, signed in through the portal from `path`, holding `entitlements` */
export async function fanWith(page: Page, path: string, entitlements: readonly string[]) {
  const fan = newFan();
  await page.goto(path);
  await registerThroughPortal(page, fan);
  await setEntitlements(fan.email, entitlements);
  return fan;
}
