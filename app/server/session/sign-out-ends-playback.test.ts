import { Hono } from 'hono';
import { createAuthHttp } from '@adapters/http/auth/auth-http';
import { createStreamHttp } from '@adapters/http/stream/stream-http';
import { bindPlaylistToDevice } from '@protocol/stream/media-wire';
import { createSsoService, openSsoAccounts } from '@stand-in/sso/sso-service';
import { registerAtPortal } from '@stand-in/sso/portal-test-client';
import { createStreamSessionService } from '@stand-in/stream/stream-session-service';
import { createStreamMediaService } from '@stand-in/stream/media/stream-media-service';
import { createSiteSessionHandler } from './site-session-handler';

/*
 * After signing out, the playback token kept serving the playlist and
 * segments for over 90 s (each request renews it, up to 6 h). The site's sign-out now ends
 * the account's playback at the stream service (its logout). The world: the site server's
 * session handler in front of the stand-in SSO and stream service (in process, no port), and
 * a browser that keeps whatever cookies it is given.
 */
const SITE = 'http://localhost:8080';
const STAND_IN = 'http://stand-in.test';

function world(options: { withStreamLogout: boolean }) {
  const accounts = openSsoAccounts({ dataDir: null });
  const standIn = new Hono();
  standIn.route('/sso', createSsoService({ accounts }));
  standIn.route('/stream', createStreamSessionService({ accounts }));
  standIn.route('/stream', createStreamMediaService({ accounts }));
  let ssoDown = false;
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    if (ssoDown && String(input).includes('/sso/')) return new Response('down', { status: 503 });
    return standIn.fetch(new Request(input, init));
  };
  const logs: string[] = [];
  const auth = createAuthHttp({ baseUrl: `${STAND_IN}/sso`, timeoutMs: 1_000, log: () => undefined, fetchImpl });
  const streamFor = (accessToken: string | undefined, device: string) =>
    createStreamHttp({
      baseUrl: `${STAND_IN}/stream`,
      timeoutMs: 1_000,
      accessToken: () => accessToken,
      deviceId: () => device,
      log: () => undefined,
      fetchImpl,
    });
  const handler = createSiteSessionHandler({
    auth,
    portal: `${STAND_IN}/sso`,
    siteOrigin: SITE,
    log: (m) => logs.push(m),
    ...(options.withStreamLogout
      ? { endPlayback: (accessToken: string) => streamFor(accessToken, 'site-server').logout() }
      : {}),
  });
  const jar = new Map<string, string>();
  const browser = async (path: string, method = 'GET') => {
    const cookie = [...jar].map(([n, v]) => `${n}=${v}`).join('; ');
    const response =
      (await handler(
        new Request(`${SITE}${path}`, {
          method,
          headers: { cookie, origin: SITE, 'sec-fetch-site': 'same-origin' },
        }),
      )) ?? new Response('a page');
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (/max-age=0|expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(pair.slice(0, at));
      else jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };

  /** a fan registers at the portal, comes back to the site, and holds the live pass */
  async function signedInFan() {
    const email = `fan.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
    // the sign-in starts at the site (its one-time state in this browser), as the panel's links do
    const start = await browser('/auth/sign-in?page=register&return=%2Flive');
    const back = new URL(new URL(start.headers.get('location')!).searchParams.get('redirect_uri')!);
    const { tokenPayload: payload } = await registerAtPortal((u, i) => standIn.request(u, i), {
      email,
      redirectUri: back.href,
    });
    back.searchParams.set('tokenpayload', payload);
    expect((await browser(`${back.pathname}${back.search}`)).status).toBe(302);
    expect(jar.size).toBeGreaterThan(1);
    accounts.grantEntitlements(email, ['uztv-live']);
    const refreshed = await browser('/auth/refresh', 'POST');
    expect(refreshed.status).toBe(200);
    return ((await refreshed.json()) as { access_token: string }).access_token;
  }

  /** the live stream as the fan's player plays it: its playlist, and its first segment */
  async function startWatching(accessToken: string) {
    const token = await streamFor(accessToken, 'fans-laptop').playbackToken('live-video');
    if (!token.ok) throw new Error(token.error.code);
    const playlistUrl = token.value.playlistUrl;
    expect(playlistUrl).toBe(bindPlaylistToDevice(playlistUrl, 'fans-laptop'));
    const playlist = () => standIn.fetch(new Request(playlistUrl));
    const first = await playlist();
    expect(first.status).toBe(200);
    const segmentPath = (await first.text()).split('\n').find((l) => l && !l.startsWith('#'))!;
    const segment = () => standIn.fetch(new Request(new URL(segmentPath, playlistUrl)));
    expect((await segment()).status).toBe(200);
    return { playlist, segment };
  }

  return {
    browser,
    signedInFan,
    startWatching,
    logs,
    jar,
    setSsoDown: (down: boolean) => {
      ssoDown = down;
    },
  };
}

const codeOf = async (r: Response) => ((await r.json()) as { code?: string }).code;

describe('sign-out ends the playback of the account', () => {
  it('the playlist and segments the fan was watching answer 401 TOKEN_REVOKED right after sign-out', async () => {
    const w = world({ withStreamLogout: true });
    const watching = await w.startWatching(await w.signedInFan());
    expect((await w.browser('/auth/sign-out', 'POST')).status).toBe(204);
    expect(w.jar.size).toBe(0);
    for (const answer of [await watching.playlist(), await watching.segment()]) {
      expect(answer.status).toBe(401);
      expect(await codeOf(answer)).toBe('MEDIA.TOKEN_REVOKED');
    }
    expect(w.logs).toEqual([]);
  });

  it('without the stream logout (as before), the token kept playing after sign-out', async () => {
    const w = world({ withStreamLogout: false });
    const watching = await w.startWatching(await w.signedInFan());
    expect((await w.browser('/auth/sign-out', 'POST')).status).toBe(204);
    expect((await watching.playlist()).status).toBe(200);
  });

  it('with the SSO down the fan is still signed out here, and the log says the playback could not be ended', async () => {
    const w = world({ withStreamLogout: true });
    await w.startWatching(await w.signedInFan());
    w.setSsoDown(true);
    expect((await w.browser('/auth/sign-out', 'POST')).status).toBe(204);
    expect(w.jar.size).toBe(0);
    expect(w.logs).toEqual(['sign-out: the playback of the account could not be ended at the stream service']);
  });
});
