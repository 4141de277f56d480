import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createSessionHttp } from './session-http';

/** the site server's session endpoints as msw answers them: each test says what the refresh endpoint does */
const SITE = 'http://site.test';
let answer: () => Response | Promise<Response> = () => HttpResponse.json({});
const server = setupServer(http.post(`${SITE}/auth/*`, () => answer()));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const grant = {
  access_token: 'at-1',
  access_token_expires_utc: '2025-08-03T15:15:00.000Z',
  refresh_token_expires_utc: '2025-09-03T15:00:00.000Z',
  claims: { forename: 'Ann', surname: 'Fan', sub: 'user-1', given_name: 'Ann' },
};
const logs: string[] = [];
let forgotten = 0;
const port = createSessionHttp({
  baseUrl: SITE,
  timeoutMs: 100,
  hasSession: () => true,
  forgetSession: () => {
    forgotten++;
  },
  log: (e) => logs.push(`${e.path} ${e.code} ${e.reason}`),
});

describe("SessionPort over the site server's endpoints", () => {
  it('a grant becomes the access token the page keeps in memory', async () => {
    answer = () => HttpResponse.json(grant);
    expect(await port.refresh()).toEqual({
      ok: true,
      value: {
        accessToken: 'at-1',
        access_token_expires_utc: grant.access_token_expires_utc,
        refresh_token_expires_utc: grant.refresh_token_expires_utc,
        claims: grant.claims,
      },
    });
  });

  it.each([
    ['invalid_request', 'AUTH.REFRESH_INVALID_REQUEST'],
    ['no_session', 'AUTH.NO_SESSION'],
    ['session_error', 'AUTH.SESSION_ERROR'],
    ['refresh_failed', 'AUTH.REFRESH_FAILED'],
    ['something new', 'AUTH.REFRESH_FAILED'],
  ])('a 401 (%s) is the refusal %s', async (word, code) => {
    answer = () => HttpResponse.json({ error: word }, { status: 401 });
    expect(await port.refresh()).toEqual({ ok: false, error: { code } });
  });

  it('a 400 naming an invalid grant is a refusal too', async () => {
    answer = () => HttpResponse.json({ error: 'invalid_grant' }, { status: 400 });
    expect(await port.refresh()).toEqual({ ok: false, error: { code: 'AUTH.REFRESH_INVALID_REQUEST' } });
  });

  it.each([
    ['503', () => HttpResponse.json({ error: 'unavailable' }, { status: 503 })],
    ['500', () => new HttpResponse('boom', { status: 500 })],
    ['403 (the guard)', () => HttpResponse.json({ error: 'cross_site' }, { status: 403 })],
    ['400 of another kind', () => HttpResponse.json({ error: 'bad' }, { status: 400 })],
    ['network error', () => HttpResponse.error()],
    [
      'timeout',
      async () => {
        await new Promise((r) => setTimeout(r, 250));
        return HttpResponse.json(grant);
      },
    ],
    [
      'malformed JSON',
      () => new HttpResponse('{"access_token": ', { headers: { 'content-type': 'application/json' } }),
    ],
    ['a grant that breaks the schema', () => HttpResponse.json({ ...grant, access_token: 42 })],
    ['a grant without claims', () => HttpResponse.json({ ...grant, claims: undefined })],
  ] as const)('%s is an outage (AUTH.UNAVAILABLE): the session is kept', async (_kind, reply) => {
    answer = reply;
    expect(await port.refresh()).toEqual({ ok: false, error: { code: 'AUTH.UNAVAILABLE' } });
  });

  it('sign-out forgets the hint at once, and a site that cannot be reached is an outage', async () => {
    answer = () => new HttpResponse(null, { status: 204 });
    const before = forgotten;
    expect(await port.signOut()).toEqual({ ok: true, value: undefined });
    expect(forgotten).toBe(before + 1);
    answer = () => HttpResponse.error();
    expect(await port.signOut()).toEqual({ ok: false, error: { code: 'AUTH.UNAVAILABLE' } });
    expect(forgotten).toBe(before + 2);
  });

  it('never logs a token', async () => {
    logs.length = 0;
    answer = () => HttpResponse.json({ ...grant, access_token: 42 });
    await port.refresh();
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.join('\n')).not.toMatch(/at-1|user-1/);
  });
});
