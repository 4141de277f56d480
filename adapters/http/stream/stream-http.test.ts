import { payAtCheckout } from '@stand-in/stream/packages/checkout-test-client';
import { Hono } from 'hono';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { decodeTokenPayload } from '@protocol/sso/token-payload';
import { createSsoService, openSsoAccounts } from '@stand-in/sso/sso-service';
import { registerAtPortal } from '@stand-in/sso/portal-test-client';
import { createStreamSessionService } from '@stand-in/stream/stream-session-service';
import { createStreamMediaService } from '@stand-in/stream/media/stream-media-service';
import { createStreamPackagesService } from '@stand-in/stream/packages/stream-packages-service';
import { contractEntries, streamPortContract } from '@test/contracts/stream-port.contract';
import { createStreamHttp } from './stream-http';
import { streamErrorFromMedia } from './media-error-map';

/** the stand-in's SSO and stream sub-apps behind msw (no port, no server), with a fault switch */
const ORIGIN = 'http://stream.test';
type Fault = 'none' | '500' | 'network' | 'schema' | 'empty' | 'no-code';
let fault: Fault = 'none';
let country: string | undefined;
const accounts = openSsoAccounts({ dataDir: null });
const app = new Hono();
app.route('/sso', createSsoService({ accounts }));
app.route('/stream', createStreamSessionService({ accounts }));
app.route('/stream', createStreamPackagesService({ accounts }));
app.route('/stream', createStreamMediaService({ accounts, concurrencyLimit: 1 }));

const seen: Request[] = [];
const server = setupServer(
  http.all(`${ORIGIN}/*`, async ({ request }) => {
    seen.push(request.clone());
    if (fault === '500') return HttpResponse.json({ error: 'boom' }, { status: 500 });
    if (fault === 'network') return HttpResponse.error();
    if (fault === 'schema') return HttpResponse.json([{ Id: 42 }]);
    if (fault === 'empty') return HttpResponse.json([]);
    if (fault === 'no-code') return HttpResponse.json({ error: 'Forbidden' }, { status: 403 });
    const headers = new Headers(request.headers);
    if (country) headers.set('x-viewer-country', country);
    return app.fetch(new Request(request, { headers }));
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  fault = 'none';
  country = undefined;
  seen.length = 0;
});
afterAll(() => server.close());

let n = 0;
/** registers a fresh fan at the portal: their access token and portal cookie */
async function register(): Promise<{ accessToken: string; cookie: string; email: string }> {
  const email = `stream-fan${++n}@example.com`;
  const { tokenPayload, portalCookie } = await registerAtPortal((u, i) => app.request(u, i), {
    email,
    redirectUri: 'http://localhost:8080/',
  });
  const payload = decodeTokenPayload(tokenPayload);
  if (!payload) throw new Error('registration failed');
  return { accessToken: payload.access_token, cookie: portalCookie, email };
}

const portFor = (token: () => string | undefined, device = 'device-a', userAgent?: string) =>
  createStreamHttp({
    baseUrl: `${ORIGIN}/stream`,
    timeoutMs: 200,
    accessToken: token,
    deviceId: () => device,
    log: () => undefined,
    // a browser sends its own User-Agent with every request; the device list names devices by it
    ...(userAgent
      ? {
          fetchImpl: (input: RequestInfo | URL, init?: RequestInit) =>
            fetch(input, {
              ...init,
              headers: { ...(init?.headers as Record<string, string>), 'user-agent': userAgent },
            }),
        }
      : {}),
  });

streamPortContract(() => {
  let fan: Awaited<ReturnType<typeof register>> | undefined;
  let token: string | undefined;
  return {
    port: portFor(() => token, `device-${n}`),
    signIn: async () => {
      fan = await register();
      token = fan.accessToken;
    },
    signOut: () => {
      token = undefined;
    },
    device: (deviceId, userAgent) => portFor(() => token, deviceId, userAgent),
    block: async () => void accounts.setBlocked(fan!.email, true),
    async buy(plan) {
      // through the checkout page's form, anti-forgery token included, as a browser pays
      const r = await payAtCheckout((u, i) => app.request(u, i), plan.PurchaseUrl, fan!.cookie, {
        redirect_uri: 'http://localhost:8080/live',
      });
      expect(r.status).toBe(303);
      expect(new URL(r.headers.get('location')!).searchParams.get('purchase')).toBe('success');
    },
  };
});

describe('StreamPort over HTTP', () => {
  it('sends the Bearer token and the injected device id with the playback-token call', async () => {
    const port = portFor(() => 'secret-access-token', 'my-device-1');
    await port.playbackToken(contractEntries.free);
    const call = seen.find((r) => r.url.endsWith('/stream/playback-token'))!;
    expect(call.method).toBe('POST');
    expect(call.headers.get('authorization')).toBe('Bearer secret-access-token');
    expect(call.headers.get('x-device-id')).toBe('my-device-1');
    expect(await call.json()).toEqual({ entryId: contractEntries.free });
  });

  it('passes on the playlist address with the token', async () => {
    const r = await portFor(() => undefined).playbackToken(contractEntries.free);
    if (!r.ok) expect.fail(r.error.code);
    const url = new URL(r.value.playlistUrl);
    expect(url.pathname).toBe(`/stream/hls/${contractEntries.free}/index.m3u8`);
    expect(url.searchParams.get('token')).toBe(r.value.token);
  });

  it("passes on the captions' address of an on-demand video, bound to this device like the playlist", async () => {
    const r = await portFor(() => undefined, 'my-device-1').playbackToken(contractEntries.free);
    if (!r.ok) expect.fail(r.error.code);
    const captions = new URL(r.value.captionsUrl!);
    expect(captions.pathname).toBe(`/stream/hls/${contractEntries.free}/captions.vtt`);
    expect(captions.searchParams.get('token')).toBe(r.value.token);
    expect(captions.searchParams.get('device')).toBe('my-device-1');
    expect(new URL(r.value.playlistUrl).searchParams.get('device')).toBe('my-device-1');
  });

  it('geo and concurrency refusals have their own codes and keep the media code', async () => {
    const fan = await register();
    accounts.grantEntitlements(fan.email, ['uztv-live']);
    country = 'GB';
    expect(await portFor(() => fan.accessToken).playbackToken('live-video')).toEqual({
      ok: false,
      error: { code: 'STREAM.GEO_BLOCKED', serviceCode: 'MEDIA.GEO_BLOCKED' },
    });
    country = 'US';
    expect((await portFor(() => fan.accessToken, 'tv').playbackToken('live-video')).ok).toBe(true);
    expect(await portFor(() => fan.accessToken, 'phone').playbackToken('live-video')).toEqual({
      ok: false,
      error: { code: 'STREAM.CONCURRENCY_LIMIT', serviceCode: 'MEDIA.CONCURRENCY' },
    });
  });

  it('maps every media code to a core code, carrying the raw one', () => {
    expect(streamErrorFromMedia('MEDIA.AUTH_REQUIRED')).toEqual({
      code: 'STREAM.LOGIN_REQUIRED',
      serviceCode: 'MEDIA.AUTH_REQUIRED',
    });
    expect(streamErrorFromMedia('MEDIA.NOT_ENTITLED')).toEqual({
      code: 'STREAM.PASS_REQUIRED',
      serviceCode: 'MEDIA.NOT_ENTITLED',
    });
    expect(streamErrorFromMedia('MEDIA.NOT_ENTITLED', 1)).toEqual({
      code: 'STREAM.PASS_REQUIRED',
      serviceCode: 'MEDIA.NOT_ENTITLED',
      audioStatus: 1,
    });
    expect(streamErrorFromMedia('MEDIA.SOMETHING_NEW')).toEqual({
      code: 'STREAM.CONNECTION_FAILED',
      serviceCode: 'MEDIA.SOMETHING_NEW',
    });
  });

  it.each(['500', 'network', 'schema', 'no-code'] as const)(
    'a %s answer is STREAM.CONNECTION_FAILED, never a throw',
    async (kind) => {
      fault = kind;
      const port = portFor(() => 'x');
      expect(await port.packages()).toEqual({ ok: false, error: { code: 'STREAM.CONNECTION_FAILED' } });
      expect(await port.playbackToken(contractEntries.free)).toEqual({
        ok: false,
        error: { code: 'STREAM.CONNECTION_FAILED' },
      });
      // the account calls degrade the same way: the page says so and playback goes on without them
      // (logout and stopDevice read no body: a 2xx of any shape is their success)
      const bodiless = kind === 'schema' ? [] : [port.logout(), port.stopDevice('lease-1')];
      for (const call of [
        ...bodiless,
        port.init(),
        port.login(),
        port.devices(),
        port.progress(contractEntries.free),
        port.recentProgress(),
        port.saveProgress(contractEntries.free, 1),
      ])
        expect(await call).toEqual({ ok: false, error: { code: 'STREAM.CONNECTION_FAILED' } });
    },
  );

  it('sends the Bearer token and the device id with every account call, and keeps a leaving write alive', async () => {
    const calls: RequestInit[] = [];
    const port = createStreamHttp({
      baseUrl: `${ORIGIN}/stream`,
      timeoutMs: 200,
      accessToken: () => 'secret-access-token',
      deviceId: () => 'my-device-1',
      log: () => undefined,
      fetchImpl: (input, init) => {
        calls.push(init ?? {});
        return fetch(input, init);
      },
    });
    await port.devices();
    await port.saveProgress(contractEntries.free, 12, { leaving: true });
    for (const call of calls) {
      const headers = call.headers as Record<string, string>;
      expect(headers.authorization).toBe('Bearer secret-access-token');
      expect(headers['x-device-id']).toBe('my-device-1');
    }
    expect(calls.map((c) => c.keepalive ?? false)).toEqual([false, true]);
    expect(seen.map((r) => new URL(r.url).pathname)).toEqual(['/stream/devices', '/stream/progress']);
  });

  it('an empty package list is the catalogued STREAM.NO_PACKAGES', async () => {
    fault = 'empty';
    expect(await portFor(() => undefined).packages()).toEqual({ ok: false, error: { code: 'STREAM.NO_PACKAGES' } });
  });
});
