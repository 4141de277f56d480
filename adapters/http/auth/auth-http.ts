/**
 * AuthPort over the SSO service (SSO-1, SSO-2): the session endpoint (GET with the
 * session id and user_agent_pass=true) and the refresh endpoint (GET with refresh_token
 * and user_agent_pass=true), each answering { success, message, response }. Bodies are
 * validated by zod; the tokenpayload is decoded with the scheme in protocol/ and then
 * validated the same way, so anything that does not decode and validate is no login.
 *
 * Failures: only an answer that says the session is invalid is a refusal (its AuthError):
 * `success: false` with invalid_request or no_session, an OAuth-style `invalid_grant` /
 * `invalid_request` error body, or a 401. Everything else (network errors, timeouts, 5xx,
 * other statuses, bodies that break the schema) is AUTH.UNAVAILABLE, an outage the use
 * cases ride out: it never ends a session.
 */
import { err, ok, type AuthPort, type AuthPortError, type Result, type SsoSession } from '@core';
import * as z from 'zod/mini';
import { decodeTokenPayload } from '@protocol/sso/token-payload';
import { SSO_INVALID_REQUEST, ssoPaths } from '@protocol/sso/sso-wire';
import { createJsonClient, type JsonClientOptions, type JsonRefusal } from '../shared/json-client';
import { envelopeSchema, loginErrorSchema, tokenResponseSchema } from './sso-schema';
import { toSession } from './map-session';

export type HttpAuthPortOptions = Omit<JsonClientOptions, 'service'>;

export function createAuthHttp(options: HttpAuthPortOptions): AuthPort {
  const base = options.baseUrl.replace(/\/+$/, '');
  const client = createJsonClient({ ...options, service: 'sso' });
  const unavailable: Result<never, AuthPortError> = err({ code: 'AUTH.UNAVAILABLE' });

  /** the envelope's session, or how it failed */
  function readEnvelope(
    body: unknown,
    onRefusal: (message: string) => AuthPortError,
  ): Result<SsoSession, AuthPortError> {
    const envelope = z.safeParse(envelopeSchema, body);
    if (!envelope.success) {
      client.reportInvalid('SSO envelope broke its schema');
      return unavailable;
    }
    if (!envelope.data.success) return err(onRefusal(envelope.data.message));
    const tokens = z.safeParse(tokenResponseSchema, envelope.data.response);
    if (!tokens.success) {
      client.reportInvalid('SSO token response broke its schema');
      return unavailable;
    }
    return ok(toSession(tokens.data));
  }

  /** a refusing status: 401, or 400 whose body names an invalid grant or request */
  const isRefusal = ({ status, body }: JsonRefusal): boolean => {
    if (status === 401) return true;
    const word = typeof body === 'object' && body !== null ? (body as { error?: unknown; message?: unknown }) : {};
    return status === 400 && [word.error, word.message].some((w) => w === 'invalid_grant' || w === SSO_INVALID_REQUEST);
  };

  /** GET, with a refusing status told apart from an outage */
  async function ask(
    path: string,
    query: Record<string, string | boolean>,
    refusal: AuthPortError,
  ): Promise<Result<unknown, AuthPortError>> {
    const seen = { refused: false };
    const r = await client.getJson(path, query, {
      onRefusal: (answer) => {
        seen.refused = isRefusal(answer);
      },
    });
    if (r.ok) return r;
    return seen.refused ? err(refusal) : unavailable;
  }

  const withRedirect = (path: string, redirectUri: string) =>
    `${base}${path}?redirect_uri=${encodeURIComponent(redirectUri)}`;

  return {
    fromTokenPayload(tokenPayload) {
      const decoded = z.safeParse(tokenResponseSchema, decodeTokenPayload(tokenPayload));
      return decoded.success ? ok(toSession(decoded.data)) : err({ code: 'AUTH.UNABLE_TO_SIGN_IN' });
    },
    async startSession(sessionId) {
      const r = await ask(ssoPaths.session, { sessionId, user_agent_pass: true }, { code: 'AUTH.NO_SESSION' });
      if (!r.ok) return r;
      return readEnvelope(r.value, () => ({ code: 'AUTH.NO_SESSION' }));
    },
    async refresh(refreshToken) {
      const r = await ask(
        ssoPaths.refresh,
        { refresh_token: refreshToken, user_agent_pass: true },
        { code: 'AUTH.REFRESH_INVALID_REQUEST' },
      );
      if (!r.ok) return r;
      return readEnvelope(r.value, (message) => ({
        code: message === SSO_INVALID_REQUEST ? 'AUTH.REFRESH_INVALID_REQUEST' : 'AUTH.REFRESH_FAILED',
      }));
    },
    async endSession(sessionId) {
      const r = await client.postJson(ssoPaths.sessionEnd, { sessionId });
      return r.ok ? ok(undefined) : unavailable;
    },
    async loginErrorMessage(code) {
      const seen = { unknown: false };
      const r = await client.getJson(
        ssoPaths.loginError(code),
        {},
        {
          onRefusal: ({ status }) => {
            seen.unknown = status === 404;
          },
        },
      );
      if (!r.ok) return seen.unknown ? err({ code: 'AUTH.UNABLE_TO_SIGN_IN' }) : unavailable;
      const parsed = z.safeParse(loginErrorSchema, r.value);
      if (parsed.success) return ok(parsed.data.message);
      client.reportInvalid('SSO login error broke its schema');
      return unavailable;
    },
    loginUrl: (r) => withRedirect(ssoPaths.login, r),
    registerUrl: (r) => withRedirect(ssoPaths.register, r),
    logoutUrl: (r) => withRedirect(ssoPaths.logout, r),
  };
}
