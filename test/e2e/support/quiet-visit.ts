import type { BrowserContext } from '@playwright/test';
import { e2ePorts } from '../../../playwright.config';

/**
 * Most journeys are about something else than the cookie popup and the overlay
 * promo, so they start as a returning fan would: consent given and every promo seen.
 * (test/e2e/overlays.spec.ts covers the first visit.)
 */
export async function asReturningFan(
  context: BrowserContext,
  siteUrl = `http://localhost:${e2ePorts.site}`,
  promoIds?: readonly string[],
): Promise<void> {
  const promos =
    promoIds?.map((promoID) => ({ promoID })) ??
    ((await (await fetch(`http://localhost:${e2ePorts.standIn}/promo-overlays?channel=Web`)).json()) as {
      promoID: string;
    }[]);
  const consent = { analytics: false, marketing: false, personalisation: false, all: false };
  await context.addCookies([
    { name: 'uzfc_cookie_consent', value: encodeURIComponent(JSON.stringify(consent)), url: siteUrl },
    { name: 'uzfc_seen_promos', value: encodeURIComponent(promos.map((p) => p.promoID).join(',')), url: siteUrl },
  ]);
}
