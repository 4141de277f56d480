/**
 * The inactive providers (ACCOUNT-9) over the stand-in. Not wired by default.
 * - code exchange: GET {sso}/auth?code=..&redirect_uri=.. -> success, response.FirstName, access_token_expires_utc
 * - identity pool: the session endpoint, keyed by the SSO session id
 * - stream session: the stream service's session state for an access token
 */
import { err, ok, type AlternateAuthProvider, type AlternateIdentity, type AuthPortError, type Result } from '@core';

import * as z from 'zod/mini';
import { ssoPaths } from '@protocol/sso/sso-wire';
import { createJsonClient, type JsonClientOptions } from '../shared/json-client';
import { authResponseSchema, envelopeSchema, tokenResponseSchema } from './sso-schema';
import { createStreamHttp } from '../stream/stream-http';

const unavailable: Result<never, AuthPortError> = err({ code: 'AUTH.UNAVAILABLE' });

export function createCodeExchangeProvider(
  options: Omit<JsonClientOptions, 'service'> & { readonly redirectUri: string },
): AlternateAuthProvider {
  const client = createJsonClient({ ...options, service: 'sso' });
  return {
    kind: 'code-exchange',
    async establish(code) {
      const r = await client.getJson(ssoPaths.auth, { code, redirect_uri: options.redirectUri });
      if (!r.ok) return unavailable;
      const envelope = z.safeParse(envelopeSchema, r.value);
      if (!envelope.success) return unavailable;
      if (!envelope.data.success) return err({ code: 'AUTH.UNABLE_TO_SIGN_IN' });
      const body = z.safeParse(authResponseSchema, envelope.data.response);
      if (!body.success) return unavailable;
      return ok({
        firstName: body.data.FirstName,
        sub: body.data.sub,
        access_token_expires_utc: body.data.access_token_expires_utc,
      });
    },
  };
}

export function createIdentityPoolProvider(options: Omit<JsonClientOptions, 'service'>): AlternateAuthProvider {
  const client = createJsonClient({ ...options, service: 'sso' });
  return {
    kind: 'identity-pool',
    async establish(sessionId) {
      const r = await client.getJson(ssoPaths.session, { sessionId, user_agent_pass: true });
      if (!r.ok) return unavailable;
      const envelope = z.safeParse(envelopeSchema, r.value);
      if (!envelope.success) return unavailable;
      if (!envelope.data.success) return err({ code: 'AUTH.SESSION_ERROR' });
      const t = z.safeParse(tokenResponseSchema, envelope.data.response);
      if (!t.success) return unavailable;
      const identity: AlternateIdentity = {
        firstName: t.data.claims.given_name || t.data.claims.forename,
        sub: t.data.claims.sub,
        access_token_expires_utc: t.data.access_token_expires_utc,
      };
      return ok(identity);
    },
  };
}

/** stream session: who the stream service says the token belongs to; its expiry is not told, so "now + lifetime" is assumed */
export function createStreamSessionProvider(
  options: Omit<JsonClientOptions, 'service'> & { readonly assumedLifetimeMs?: number; readonly now?: () => number },
): AlternateAuthProvider {
  const now = options.now ?? (() => Date.now());
  return {
    kind: 'stream-session',
    async establish(accessToken) {
      const stream = createStreamHttp({ ...options, accessToken: () => accessToken || undefined });
      const r = await stream.sessionState();
      if (!r.ok) return err({ code: r.error.code === 'STREAM.LOGIN_REQUIRED' ? 'AUTH.NO_USER' : 'AUTH.SESSION_ERROR' });
      return ok({
        firstName: r.value.firstName,
        sub: r.value.customerId,
        access_token_expires_utc: new Date(now() + (options.assumedLifetimeMs ?? 15 * 60_000)).toISOString(),
      });
    },
  };
}
