import { createHmac } from 'node:crypto';
import { decodeTokenPayload } from '@protocol/sso/token-payload';
import { bindPlaylistToDevice } from '@protocol/stream/media-wire';
import { createStandIn } from './app';
import { payAtCheckout, readCsrfToken } from './stream/packages/checkout-test-client';

// A scripted attacker against the whole stand-in (its one fetch handler, as the server
// runs it): forged and replayed tokens, foreign return addresses, a cross-site checkout
// form, a replay without the device, and the test controls from outside. Each gets
// nothing, and the victim's entitlements are what they were.
const ORIGIN = 'http://localhost:4010';
const SITE = 'http://localhost:8080';
const loopback = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
const outsider = { incoming: { socket: { remoteAddress: '198.51.100.7' } } };

async function victim() {
  const standIn = createStandIn({ controls: true });
  const call = (path: string, init: RequestInit = {}, env: unknown = loopback) =>
    standIn.fetch(new Request(new URL(path, ORIGIN), init), env);
  const email = `victim${Math.random().toString(36).slice(2)}@example.com`;
  const reg = await call('/sso/register', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      firstName: 'Vic',
      lastName: 'Tim',
      email,
      password: 'correct horse',
      redirect_uri: `${SITE}/`,
    }).toString(),
  });
  const tokens = decodeTokenPayload(new URL(reg.headers.get('location')!).searchParams.get('tokenpayload'))!;
  const cookie = reg.headers.get('set-cookie')!.split(';')[0]!;
  const grant = await call('/stream/__control/entitlements', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, entitlements: ['uztv-vod'] }),
  });
  expect(grant.status).toBe(200);
  /** what the stream service itself says the victim holds */
  const entitlements = async () => {
    const r = await call('/stream/session', { headers: { authorization: `Bearer ${tokens.access_token}` } });
    return ((await r.json()) as { CurrentCustomerSession: { CustomerEntitlements: string } }).CurrentCustomerSession
      .CustomerEntitlements;
  };
  const playbackToken = async (entryId: string, device: string, bearer = tokens.access_token) =>
    call('/stream/playback-token', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-device-id': device,
        authorization: `Bearer ${bearer}`,
        'x-viewer-country': 'US',
      },
      body: JSON.stringify({ entryId }),
    });
  return { standIn, call, email, tokens, cookie, entitlements, playbackToken };
}

describe('a scripted attacker gets nothing', () => {
  it('forged tokens: access token, playback token signed with a guessed key, altered claims, portal cookie, refresh token', async () => {
    const v = await victim();
    expect((await v.playbackToken('vod-long', 'attacker', 'forged-access-token')).status).toBe(401);
    const claims = { t: 'x', u: 'u_victim', e: 'vod-long', d: 'attacker', iat: Date.now(), exp: Date.now() + 60_000 };
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    const guessed = createHmac('sha256', 'stand-in').update(payload).digest('base64url');
    for (const token of [`${payload}.${guessed}`, `${payload}.`, 'forged.token']) {
      const r = await v.call(`/stream/hls/vod-long/index.m3u8?token=${encodeURIComponent(token)}&device=attacker`);
      expect(r.status).toBe(401);
    }
    const real = ((await (await v.playbackToken('vod-long', 'victim-tv')).json()) as { token: string }).token;
    const [realPayload, realSignature] = real.split('.') as [string, string];
    const moved = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(realPayload, 'base64url').toString()), d: 'attacker' }),
    ).toString('base64url');
    expect(
      (await v.call(`/stream/hls/vod-long/index.m3u8?token=${moved}.${realSignature}&device=attacker`)).status,
    ).toBe(401);
    expect(
      (await v.call('/stream/checkout/pkg-live-monthly', { headers: { cookie: 'uzfc_sso_portal=forged' } })).status,
    ).toBe(401);
    const refresh = (await (await v.call('/sso/refresh?refresh_token=forged&user_agent_pass=true')).json()) as {
      success: boolean;
    };
    expect(refresh.success).toBe(false);
    expect(await v.entitlements()).toBe('uztv-vod');
  });

  it('replay without the device, or from another device: 403 TOKEN_WRONG_DEVICE on playlist and segment', async () => {
    const v = await victim();
    const { playlistUrl, token } = (await (await v.playbackToken('vod-long', 'victim-tv')).json()) as {
      playlistUrl: string;
      token: string;
    };
    // the rendition's address names the device in its path: a replay must name one, and not the victim's
    const segment = `/stream/hls/vod-long/a/${encodeURIComponent(token)}/attacker/240p/seg-0.ts`;
    for (const [url, headers] of [
      [playlistUrl, {}],
      [segment, {}],
      [segment.replace('/attacker/', '/victim-tv/'), { 'x-device-id': 'attacker' }],
      [playlistUrl, { 'x-device-id': 'attacker' }],
      [bindPlaylistToDevice(playlistUrl, 'attacker'), {}],
    ] as const) {
      const r = await v.call(url, { headers });
      expect(r.status).toBe(403);
      expect(await r.json()).toMatchObject({ code: 'MEDIA.TOKEN_WRONG_DEVICE' });
    }
    // the victim's own player, bound to its device, still plays
    expect((await v.call(bindPlaylistToDevice(playlistUrl, 'victim-tv'))).status).toBe(200);
  });

  it('foreign return addresses: no redirect, no tokens, no sign-in cookie', async () => {
    const v = await victim();
    for (const bad of [
      `${SITE}//evil.example`,
      `${SITE}/\\evil.example`,
      'http://localhost:8080@evil.example/',
      'http://localhost:9999/steal',
      'https://evil.example/',
      'javascript:alert(1)',
    ]) {
      const viaCookie = await v.call(`/sso/login?redirect_uri=${encodeURIComponent(bad)}`, {
        headers: { cookie: v.cookie },
      });
      expect(viaCookie.status, bad).toBe(400);
      expect(viaCookie.headers.get('location')).toBeNull();
      const signIn = await v.call('/sso/login', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email: v.email, password: 'correct horse', redirect_uri: bad }).toString(),
      });
      expect(signIn.status, bad).toBe(400);
      expect(signIn.headers.get('set-cookie')).toBeNull();
      expect(
        (
          await v.call(`/stream/checkout/pkg-live-monthly?redirect_uri=${encodeURIComponent(bad)}`, {
            headers: { cookie: v.cookie },
          })
        ).status,
      ).toBe(400);
    }
  });

  it('a cross-site (or same-site, other-port) checkout form: 403 and no entitlement', async () => {
    const v = await victim();
    const csrf = readCsrfToken(
      await (await v.call('/stream/checkout/pkg-live-monthly', { headers: { cookie: v.cookie } })).text(),
    )!;
    for (const [origin, site, fields] of [
      ['https://evil.example', 'cross-site', {}],
      ['http://localhost:9999', 'same-site', {}],
      ['http://localhost:9999', 'same-site', { csrf }],
      [ORIGIN, 'same-origin', { csrf: 'guessed' }],
    ] as const) {
      const r = await v.call('/stream/checkout/pkg-live-monthly', {
        method: 'POST',
        headers: {
          cookie: v.cookie,
          origin,
          'sec-fetch-site': site,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ ...fields, redirect_uri: `${SITE}/live` }).toString(),
      });
      expect(r.status, `${origin} ${site}`).toBe(403);
    }
    expect(await v.entitlements()).toBe('uztv-vod');
    // the fan's own checkout page still works
    expect(
      (await payAtCheckout((url, init) => v.call(url, init), `${ORIGIN}/stream/checkout/pkg-live-monthly`, v.cookie))
        .status,
    ).toBe(200);
    expect(await v.entitlements()).toBe('uztv-vod,uztv-live');
  });

  it('the test controls from another machine or a browser page: 403, nothing granted or broken', async () => {
    const v = await victim();
    const grant = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: v.email, entitlements: ['uztv-live', 'uztv-audio'] }),
    };
    expect((await v.call('/stream/__control/entitlements', grant, outsider)).status).toBe(403);
    expect(
      (
        await v.call('/stream/__control/entitlements', {
          ...grant,
          headers: { ...grant.headers, origin: 'https://evil.example' },
        })
      ).status,
    ).toBe(403);
    const fault = {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ service: 'stream', kind: '500' }),
    };
    expect((await v.call('/__control/faults', fault, outsider)).status).toBe(403);
    expect(
      (await v.call('/__control/faults', { ...fault, headers: { ...fault.headers, 'sec-fetch-site': 'cross-site' } }))
        .status,
    ).toBe(403);
    expect(v.standIn.control.faultOf('stream')).toBe('none');
    expect(await v.entitlements()).toBe('uztv-vod');
  });
});
