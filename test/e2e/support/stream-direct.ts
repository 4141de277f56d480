import type { Page } from '@playwright/test';
import { e2ePorts } from '../../../playwright.config';

export const streamBase = `http://localhost:${e2ePorts.standIn}/stream`;

/** Grants (or, with [], takes away) a fan's entitlements through the stand-in's test control. */
export async function setEntitlements(email: string, entitlements: readonly string[]): Promise<void> {
  const r = await fetch(`${streamBase}/__control/entitlements`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, entitlements }),
  });
  if (!r.ok) throw new Error(`stand-in refused entitlements for ${email}: ${r.status}`);
}

/** The signed-in fan's SSO access token, read from the site's cookie as a direct caller would steal it. */
export async function accessTokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'uzfc_sso_access');
  if (!cookie) throw new Error('no access token cookie: is the fan signed in?');
  // the cookie holds {t: token, e: expiry, c: claims} (adapters/browser/session/cookie-token-store.ts)
  return (JSON.parse(decodeURIComponent(cookie.value)) as { t: string }).t;
}

/** POST /playback-token as any HTTP client could, outside the site. */
export async function askPlaybackToken(entryId: string, { accessToken, deviceId = 'direct-caller', country }: { accessToken?: string; deviceId?: string; country?: string } = {}) {
  const r = await fetch(`${streamBase}/playback-token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json', 'x-device-id': deviceId,
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
      ...(country ? { 'x-viewer-country': country } : {}),
    },
    body: JSON.stringify({ entryId }),
  });
  return { status: r.status, body: await r.json() as { code?: string; token?: string; playlistUrl?: string } };
}
