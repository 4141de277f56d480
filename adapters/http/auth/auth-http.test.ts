import { Hono } from 'hono';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { authPortContract } from '@test/contracts/auth-port.contract';
import { createSsoService, openSsoAccounts } from '@stand-in/sso/sso-service';
import { createStreamSessionService } from '@stand-in/stream/stream-session-service';
import { createAuthHttp } from './auth-http';
import { createStreamHttp } from '../stream/stream-http';

/**
 * A tiny msw bridge to the stand-in SSO and stream sub-apps (no port, no server),
 * with a switch to make the SSO misbehave the ways the model test cares about.
 */
const ORIGIN = 'http://sso.test';
type Fault = 'none' | '500' | '503' | '403' | 'network' | 'timeout' | 'malformed' | 'schema' | '401' | 'invalid_grant';
let fault: Fault = 'none';
const accounts = openSsoAccounts({ dataDir: null });
const app = new Hono();
app.route('/sso', createSsoService({ accounts }));
app.route('/stream', createStreamSessionService({ accounts, controls: true }));

const server = setupServer(
  http.all(`${ORIGIN}/*`, async ({ request }) => {
    if (new URL(request.url).pathname.startsWith('/sso/') && request.method === 'GET') {
      if (fault === '500') return HttpResponse.json({ error: 'boom' }, { status: 500 });
      if (fault === '503' || fault === '403') return HttpResponse.json({ error: 'busy' }, { status: Number(fault) });
      if (fault === '401') return HttpResponse.json({ error: 'unauthorized' }, { status: 401 });
      if (fault === 'invalid_grant') return HttpResponse.json({ error: 'invalid_grant' }, { status: 400 });
      if (fault === 'network') return HttpResponse.error();
      if (fault === 'timeout') await new Promise((r) => setTimeout(r, 200));
      if (fault === 'malformed')
        return new HttpResponse('{"success": tru', { headers: { 'content-type': 'application/json' } });
      if (fault === 'schema')
        return HttpResponse.json({ success: true, message: 'ok', response: { access_token: 42 } });
    }
    return app.fetch(request);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  fault = 'none';
});
afterAll(() => server.close());

const logs: string[] = [];
const port = createAuthHttp({ baseUrl: `${ORIGIN}/sso`, timeoutMs: 100, log: (e) => logs.push(`${e.path} ${e.code}`) });

let n = 0;
async function signIn(): Promise<string> {
  const r = await app.request('/sso/register', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      firstName: 'Ann',
      lastName: 'Fan',
      email: `fan${++n}@example.com`,
      password: 'correct horse',
      redirect_uri: 'http://localhost:8080/',
    }).toString(),
  });
  return new URL(r.headers.get('location')!).searchParams.get('tokenpayload')!;
}

authPortContract(() => ({
  port,
  signIn,
  fail: async (how) => {
    fault = how === 'outage' ? '500' : '401';
  },
  heal: async () => {
    fault = 'none';
  },
}));

describe('AuthPort over HTTP', () => {
  it.each(['500', '503', '403', 'network', 'timeout', 'malformed', 'schema'] as const)(
    'a %s answer is AUTH.UNAVAILABLE (retry), never a throw',
    async (kind) => {
      const s = port.fromTokenPayload(await signIn());
      if (!s.ok) expect.fail('no session');
      fault = kind;
      expect(await port.refresh(s.value.identity.refreshToken)).toEqual({
        ok: false,
        error: { code: 'AUTH.UNAVAILABLE' },
      });
      expect(await port.startSession(s.value.sessionId)).toEqual({ ok: false, error: { code: 'AUTH.UNAVAILABLE' } });
    },
  );

  it.each(['401', 'invalid_grant'] as const)(
    'a %s answer says the session is invalid: a refusal, never an outage',
    async (kind) => {
      const s = port.fromTokenPayload(await signIn());
      if (!s.ok) expect.fail('no session');
      fault = kind;
      expect(await port.refresh(s.value.identity.refreshToken)).toEqual({
        ok: false,
        error: { code: 'AUTH.REFRESH_INVALID_REQUEST' },
      });
      expect(await port.startSession(s.value.sessionId)).toEqual({ ok: false, error: { code: 'AUTH.NO_SESSION' } });
    },
  );

  it('sends user_agent_pass=true and never logs a token', async () => {
    const seen: string[] = [];
    const listener = ({ request }: { request: Request }) => void seen.push(request.url);
    server.events.on('request:start', listener);
    const s = port.fromTokenPayload(await signIn());
    if (!s.ok) expect.fail('no session');
    logs.length = 0;
    fault = '500';
    await port.refresh(s.value.identity.refreshToken);
    server.events.removeListener('request:start', listener);
    expect(seen.some((u) => new URL(u).searchParams.get('user_agent_pass') === 'true')).toBe(true);
    expect(logs.join('\n')).not.toContain(s.value.identity.refreshToken);
  });

  it('the stream port reads entitlements with the access token as a Bearer token', async () => {
    const s = port.fromTokenPayload(await signIn());
    if (!s.ok) expect.fail('no session');
    accounts.grantEntitlements(`fan${n}@example.com`, ['live-video', 'live-audio']);
    let token: string | undefined = s.value.identity.accessToken;
    const stream = createStreamHttp({ baseUrl: `${ORIGIN}/stream`, accessToken: () => token, log: () => undefined });
    expect(await stream.sessionState()).toMatchObject({
      ok: true,
      value: { entitlements: ['live-video', 'live-audio'], customerId: s.value.identity.claims.sub },
    });
    token = 'forged';
    expect(await stream.sessionState()).toEqual({ ok: false, error: { code: 'STREAM.CONNECTION_FAILED' } });
    token = undefined;
    expect(await stream.sessionState()).toEqual({ ok: false, error: { code: 'STREAM.LOGIN_REQUIRED' } });
  });
});
