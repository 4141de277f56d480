/**
 * The stand-in stream service, as far as accounts need it (mounted at /stream):
 * GET /session (getSessionState) and POST /login (doLogin) with `Authorization: Bearer <SSO
 * access token>` answer the customer's session state and entitlements. The video issue adds packages, checkout and
 * playback tokens to this app; entitlements live with the SSO accounts so one store
 * answers both. POST /__control/entitlements (controls on) grants them in tests.
 */
import { Hono, type Context } from 'hono';
import { randomBytes } from 'node:crypto';
import { streamAccountPaths } from '@protocol/stream/stream-account-wire';
import { streamPaths, type StreamSessionResponse } from '@protocol/stream/stream-session-wire';
import { controlGate } from '../control-access';
import type { AccountStore } from '../sso/account-store';

export interface StreamSessionOptions {
  readonly accounts: AccountStore;
  /** honour POST /__control/entitlements */
  readonly controls?: boolean;
}

const noErrors = { emailaddress: null, password: null, Concurrency: null };

export function createStreamSessionService({ accounts, controls = false }: StreamSessionOptions): Hono {
  const app = new Hono();
  // also when mounted on its own (the adapters' tests): controls on, loopback, no browser
  app.use('/__control/*', controlGate(controls));

  // getSessionState and doLogin answer alike: the customer's session for a valid SSO access
  // token. doLogin is the call that opens it for a device (the site makes it once per sign-in,
  // then reads the state again after a purchase); the stand-in keeps no state for it.
  const sessionAnswer = (c: Context) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const user = match ? accounts.userForAccessToken(match[1]!) : null;
    if (!user) {
      const body: StreamSessionResponse = {
        CurrentCustomerSession: null,
        AuthenticationToken: null,
        ModelErrors: noErrors,
      };
      return c.json(body, 401);
    }
    const body: StreamSessionResponse = {
      CurrentCustomerSession: {
        CustomerFirstName: user.firstName,
        CustomerLastName: user.lastName,
        CustomerEntitlements: user.entitlements.join(','),
        CustomerId: user.id,
      },
      AuthenticationToken: randomBytes(18).toString('base64url'),
      ModelErrors: null,
    };
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  };
  app.get(streamPaths.session, sessionAnswer);
  app.post(streamAccountPaths.login, sessionAnswer);

  app.post('/__control/entitlements', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { email?: unknown; entitlements?: unknown } | null;
    const entitlements = Array.isArray(body?.entitlements)
      ? body.entitlements.filter((e): e is string => typeof e === 'string')
      : null;
    if (typeof body?.email !== 'string' || !entitlements)
      return c.json({ error: 'Bad Request', message: 'body is {email, entitlements: string[]}' }, 400);
    return accounts.grantEntitlements(body.email, entitlements)
      ? c.json({ email: body.email, entitlements })
      : c.json({ error: 'Not Found', message: 'no such account' }, 404);
  });

  return app;
}
