import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { decodeTokenPayload } from '@protocol/sso/token-payload';
import type { SsoEnvelope, SsoTokenResponse } from '@protocol/sso/sso-wire';
import { createSsoService, openSsoAccounts, PORTAL_COOKIE } from './sso-service';
import { createStreamSessionService } from '../stream/stream-session-service';
import { REUSE_GRACE_MS } from './account-store';

const SITE = 'http://localhost:8080/';
let dir: string;
let now: number;

function standIn(opts: { accessTokenTtlMs?: number } = {}) {
  const accounts = openSsoAccounts({ dataDir: dir, now: () => now, ...opts });
  const app = new Hono();
  app.route('/sso', createSsoService({ accounts }));
  app.route('/stream', createStreamSessionService({ accounts, controls: true }));
  return { app, accounts };
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  body: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

async function register(app: Hono, email = 'Ann.Fan@Example.com', password = 'correct horse') {
  const r = await app.request(
    '/sso/register',
    form({ firstName: 'Ann', lastName: 'Fan', email, password, redirect_uri: SITE }),
  );
  expect(r.status).toBe(302);
  const location = new URL(r.headers.get('location')!);
  return { r, location, payload: decodeTokenPayload(location.searchParams.get('tokenpayload')) };
}

const json = async <T>(r: Response) => (await r.json()) as T;

/** the SSO's refresh endpoint, as the site server calls it */
const refreshAt = (app: Hono) => async (t: string) =>
  json<SsoEnvelope<SsoTokenResponse>>(
    await app.request(`/sso/refresh?refresh_token=${encodeURIComponent(t)}&user_agent_pass=true`),
  );

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'uzfc-sso-'));
  now = Date.parse('2025-08-03T15:00:00Z');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('stand-in SSO portal', () => {
  it('registers, then redirects to the site with a tokenpayload and loginSuccess=true', async () => {
    const { app } = standIn();
    const { location, payload, r } = await register(app);
    expect(location.origin + location.pathname).toBe(SITE);
    expect(location.searchParams.get('loginSuccess')).toBe('true');
    expect(payload).not.toBeNull();
    expect(payload!.claims).toMatchObject({ forename: 'Ann', surname: 'Fan', given_name: 'Ann' });
    expect(Date.parse(payload!.access_token_expires_utc) - now).toBe(15 * 60_000);
    expect(Date.parse(payload!.refresh_token_expires_utc) - now).toBe(30 * 86_400_000);
    expect(r.headers.get('set-cookie')).toContain(`${PORTAL_COOKIE}=`);
    expect(r.headers.get('set-cookie')).toMatch(/HttpOnly/i);
  });

  it('signs in with the email in any case, and shows its own message for a wrong password', async () => {
    const { app } = standIn();
    await register(app);
    const good = await app.request(
      '/sso/login',
      form({ email: 'ANN.FAN@EXAMPLE.COM', password: 'correct horse', redirect_uri: SITE }),
    );
    expect(good.status).toBe(302);
    const bad = await app.request(
      '/sso/login',
      form({ email: 'ann.fan@example.com', password: 'wrong', redirect_uri: SITE }),
    );
    expect(bad.status).toBe(401);
    const html = await bad.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('The email address or password you entered is incorrect.');
    expect(html).toContain('<label for="email">Email address</label>');
  });

  it('refuses a foreign redirect_uri with 400, on every page', async () => {
    const { app } = standIn();
    for (const bad of [
      'https://evil.example/',
      'javascript:alert(1)',
      '//evil.example',
      'http://localhost.evil.example/',
    ]) {
      expect((await app.request(`/sso/login?redirect_uri=${encodeURIComponent(bad)}`)).status).toBe(400);
      expect((await app.request('/sso/login', form({ email: 'a@b.c', password: 'x', redirect_uri: bad }))).status).toBe(
        400,
      );
      expect((await app.request(`/sso/logout?redirect_uri=${encodeURIComponent(bad)}`)).status).toBe(400);
    }
    // the site as npm start serves it; any other localhost port is refused (portal-security.test.ts)
    expect((await app.request('/sso/login?redirect_uri=http%3A%2F%2F127.0.0.1%3A8080%2F')).status).toBe(200);
    expect((await app.request('/sso/login?redirect_uri=http%3A%2F%2F127.0.0.1%3A5173%2F')).status).toBe(400);
  });

  it('refresh rotates the tokens; a spent token works only within the reuse grace, then is invalid_request', async () => {
    const { app } = standIn();
    const { payload } = await register(app);
    const refresh = refreshAt(app);
    const first = await refresh(payload!.refresh_token);
    expect(first.success).toBe(true);
    expect(first.response!.refresh_token).not.toBe(payload!.refresh_token);
    expect(first.response!.sessionId).toBe(payload!.sessionId);
    expect((await refresh(payload!.refresh_token)).success).toBe(true); // a second tab at the same moment
    now += REUSE_GRACE_MS + 1;
    expect(await refresh(payload!.refresh_token)).toEqual({
      success: false,
      message: 'invalid_request',
      response: null,
    });
    expect((await refresh('garbage')).message).toBe('invalid_request');
    expect((await app.request(`/sso/refresh?refresh_token=x`)).status).toBe(400);
  });

  it('twenty parallel refreshes of one token: one rotation, every answer the same new tokens, which work', async () => {
    const { app } = standIn();
    const { payload } = await register(app);
    const refresh = refreshAt(app);
    const answers = await Promise.all(Array.from({ length: 20 }, () => refresh(payload!.refresh_token)));
    expect(answers.every((a) => a.success)).toBe(true);
    const handedOut = new Set(answers.map((a) => a.response!.refresh_token));
    expect(handedOut.size).toBe(1);
    expect(new Set(answers.map((a) => a.response!.access_token)).size).toBe(1);
    const [successor] = handedOut;
    expect((await refresh(successor!)).success).toBe(true);
    // once the successor is spent, the first token's grace hands out nothing (never a spent successor)
    expect((await refresh(payload!.refresh_token)).success).toBe(false);
  });

  it('the session endpoint resumes a live session and refuses an ended one', async () => {
    const { app } = standIn();
    const { payload } = await register(app);
    const session = async () =>
      json<SsoEnvelope<SsoTokenResponse>>(
        await app.request(`/sso/session?sessionId=${payload!.sessionId}&user_agent_pass=true`),
      );
    expect((await session()).success).toBe(true);
    await app.request('/sso/session/end', {
      method: 'POST',
      body: JSON.stringify({ sessionId: payload!.sessionId }),
      headers: { 'content-type': 'application/json' },
    });
    expect(await session()).toEqual({ success: false, message: 'no_session', response: null });
  });

  it('the stream session answers entitlements for a valid access token, and 401 once it expired', async () => {
    const { app } = standIn({ accessTokenTtlMs: 5_000 });
    const { payload } = await register(app);
    await app.request('/stream/__control/entitlements', {
      method: 'POST',
      body: JSON.stringify({ email: 'ann.fan@example.com', entitlements: ['live-video', 'audio'] }),
      headers: { 'content-type': 'application/json' },
    });
    const auth = { headers: { authorization: `Bearer ${payload!.access_token}` } };
    const ok = await app.request('/stream/session', auth);
    expect(ok.status).toBe(200);
    expect(
      ((await ok.json()) as { CurrentCustomerSession: { CustomerEntitlements: string } }).CurrentCustomerSession
        .CustomerEntitlements,
    ).toBe('live-video,audio');
    now += 5_001;
    expect((await app.request('/stream/session', auth)).status).toBe(401);
    expect((await app.request('/stream/session')).status).toBe(401);
  });

  it('persists accounts and sessions across a restart', async () => {
    const first = standIn();
    const { payload } = await register(first.app);
    const second = standIn();
    const r = await second.app.request(
      '/sso/login',
      form({ email: 'ann.fan@example.com', password: 'correct horse', redirect_uri: SITE }),
    );
    expect(r.status).toBe(302);
    const refreshed = await json<SsoEnvelope<SsoTokenResponse>>(
      await second.app.request(`/sso/refresh?refresh_token=${payload!.refresh_token}&user_agent_pass=true`),
    );
    expect(refreshed.success).toBe(true);
  });

  it('forgot password shows the reset link on screen; the new password works and the old one does not', async () => {
    const { app } = standIn();
    await register(app);
    const page = await (await app.request('/sso/forgot-password', form({ email: 'ann.fan@example.com' }))).text();
    const link = /href="(\/sso\/reset-password\?token=[^"]+)"/.exec(page)?.[1];
    expect(link).toBeDefined();
    const token = new URL(link!.replace(/&amp;/g, '&'), 'http://x').searchParams.get('token')!;
    expect((await app.request(link!.replace(/&amp;/g, '&'))).status).toBe(200);
    expect((await app.request('/sso/reset-password', form({ token, password: 'a brand new one' }))).status).toBe(200);
    expect(
      (await app.request('/sso/login', form({ email: 'ann.fan@example.com', password: 'correct horse' }))).status,
    ).toBe(401);
    expect(
      (await app.request('/sso/login', form({ email: 'ann.fan@example.com', password: 'a brand new one' }))).status,
    ).toBe(302);
    expect((await app.request('/sso/reset-password', form({ token, password: 'again and again' }))).status).toBe(400);
  });

  it('social sign-in asks which demo account to continue as, then signs in', async () => {
    const { app } = standIn();
    const page = await (await app.request(`/sso/social/google?redirect_uri=${encodeURIComponent(SITE)}`)).text();
    expect(page).toContain('Continue as Jo Goalmouth');
    const r = await app.request('/sso/social/google', form({ account: '0', redirect_uri: SITE }));
    const payload = decodeTokenPayload(new URL(r.headers.get('location')!).searchParams.get('tokenpayload'));
    expect(payload?.claims.forename).toBe('Jo');
    expect((await app.request('/sso/social/myspace')).status).toBe(404);
  });

  it('logout ends the portal sign-in and redirects with logoutSuccess=true; the profile page then asks to sign in', async () => {
    const { app } = standIn();
    const { r } = await register(app);
    const cookie = r.headers.get('set-cookie')!.split(';')[0]!;
    const profile = await app.request('/sso/profile', { headers: { cookie } });
    expect(await profile.text()).toContain('/videos/subscriptions');
    const out = await app.request(`/sso/logout?redirect_uri=${encodeURIComponent(SITE)}`, { headers: { cookie } });
    expect(new URL(out.headers.get('location')!).searchParams.get('logoutSuccess')).toBe('true');
    expect((await app.request('/sso/profile', { headers: { cookie } })).headers.get('location')).toBe('/sso/login');
  });

  it('a second visit to the login page while signed in at the portal goes straight back with new tokens', async () => {
    const { app } = standIn();
    const { r, payload } = await register(app);
    const cookie = r.headers.get('set-cookie')!.split(';')[0]!;
    const again = await app.request(`/sso/login?redirect_uri=${encodeURIComponent(SITE)}`, { headers: { cookie } });
    expect(again.status).toBe(302);
    const second = decodeTokenPayload(new URL(again.headers.get('location')!).searchParams.get('tokenpayload'));
    expect(second?.sessionId).not.toBe(payload!.sessionId);
  });
});
