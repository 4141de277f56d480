/**
 * For tests: register a new fan at the stand-in portal as its form does, and read what
 * the portal's redirect carries back to the site (the tokenpayload) and the portal's own
 * sign-in cookie (what the checkout needs).
 */
import { PORTAL_COOKIE } from './sso-service';

export type FetchLike = (url: string, init?: RequestInit) => Response | Promise<Response>;

export async function registerAtPortal(
  fetchIt: FetchLike,
  { email, redirectUri, base = '' }: { email: string; redirectUri: string; base?: string },
): Promise<{ tokenPayload: string; portalCookie: string }> {
  const r = await fetchIt(`${base}/sso/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      firstName: 'Ann',
      lastName: 'Fan',
      email,
      password: 'correct horse',
      redirect_uri: redirectUri,
    }).toString(),
  });
  const tokenPayload = new URL(r.headers.get('location') ?? 'about:blank').searchParams.get('tokenpayload');
  const cookie = new RegExp(`${PORTAL_COOKIE}=([^;]+)`).exec(r.headers.get('set-cookie') ?? '')?.[1];
  if (!tokenPayload || !cookie) throw new Error(`registration of ${email} failed (${r.status})`);
  return { tokenPayload, portalCookie: `${PORTAL_COOKIE}=${cookie}` };
}
