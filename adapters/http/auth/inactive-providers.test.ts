import { Hono } from 'hono';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { alternateAuthContract } from '@test/contracts/alternate-auth.contract';
import { decodeTokenPayload } from '@protocol/sso/token-payload';
import { createSsoService, openSsoAccounts } from '@stand-in/sso/sso-service';
import { createStreamSessionService } from '@stand-in/stream/stream-session-service';
import {
  createCodeExchangeProvider,
  createIdentityPoolProvider,
  createStreamSessionProvider,
} from './inactive-providers';

const ORIGIN = 'http://inactive.test';
const accounts = openSsoAccounts({ dataDir: null });
const app = new Hono();
app.route('/sso', createSsoService({ accounts }));
app.route('/stream', createStreamSessionService({ accounts }));
const server = setupServer(http.all(`${ORIGIN}/*`, ({ request }) => app.fetch(request)));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

let n = 0;
async function signIn() {
  const r = await app.request('/sso/register', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      firstName: 'Ann',
      lastName: 'Fan',
      email: `alt${++n}@example.com`,
      password: 'correct horse',
      redirect_uri: 'http://localhost:8080/',
    }).toString(),
  });
  return decodeTokenPayload(new URL(r.headers.get('location')!).searchParams.get('tokenpayload'))!;
}
const quiet = { log: () => undefined };

describe('code exchange (inactive)', () => {
  alternateAuthContract(() => ({
    provider: createCodeExchangeProvider({ baseUrl: `${ORIGIN}/sso`, redirectUri: 'http://localhost:8080/', ...quiet }),
    goodCredential: async () => accounts.createCode((await signIn()).sessionId),
  }));
});

describe('identity pool (inactive)', () => {
  alternateAuthContract(() => ({
    provider: createIdentityPoolProvider({ baseUrl: `${ORIGIN}/sso`, ...quiet }),
    goodCredential: async () => (await signIn()).sessionId,
  }));
});

describe('stream session (inactive)', () => {
  alternateAuthContract(() => ({
    provider: createStreamSessionProvider({ baseUrl: `${ORIGIN}/stream`, ...quiet }),
    goodCredential: async () => (await signIn()).access_token,
  }));
});
