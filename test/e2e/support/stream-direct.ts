import type { Page } from '@playwright/test';
import { e2ePorts } from '../../../playwright.config';
import { siteSessionPaths } from '../../../protocol/site-session/site-session-wire';

export const streamBase = `http://localhost:${e2ePorts.standIn}/stream`;

/** Grants (or, with [], takes away) a fan's entitlements through the stand-in's test control. */
export async function setEntitlements(email: string, entitlements: readonly string[]): Promise<void> {
  const r = await fetch(`${streamBase}/__control/entitlements`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, entitlements }),
  });
  if (!r.ok) throw new Error(`stand-in refused entitlements for ${email}: ${r.status}`);
}

/** Blocks (or unblocks) a fan's account as an administrator would (ACCESS-4), through the stand-in's test control. */
export async function setBlocked(email: string, blocked: boolean): Promise<void> {
  const r = await fetch(`${streamBase}/__control/blocked`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, blocked }),
  });
  if (!r.ok) throw new Error(`stand-in refused to block ${email}: ${r.status}`);
}

/**
 * A fresh SSO access token for the signed-in fan, as a direct caller holding the fan's
 * cookies would get one: from the site's own refresh endpoint (no script can read them).
 */
export async function accessTokenOf(page: Page): Promise<string> {
  const site = `http://localhost:${e2ePorts.site}`;
  const r = await page.request.post(`${site}${siteSessionPaths.refresh}`, { headers: { origin: site } });
  if (!r.ok()) throw new Error(`no access token (${r.status()}): is the fan signed in?`);
  return ((await r.json()) as { access_token: string }).access_token;
}

/** POST /playback-token as any HTTP client could, outside the site. */
export async function askPlaybackToken(
  entryId: string,
  {
    accessToken,
    deviceId = 'direct-caller',
    country,
  }: { accessToken?: string; deviceId?: string; country?: string } = {},
) {
  const r = await fetch(`${streamBase}/playback-token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-device-id': deviceId,
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
      ...(country ? { 'x-viewer-country': country } : {}),
    },
    body: JSON.stringify({ entryId }),
  });
  return { status: r.status, body: (await r.json()) as { code?: string; token?: string; playlistUrl?: string } };
}
